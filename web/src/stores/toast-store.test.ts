import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, TOAST_LIMIT, showToast, useToastStore } from './toast-store.ts';

const texts = () => useToastStore.getState().toasts.map((toast) => toast.text);

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    for (const toast of useToastStore.getState().toasts) useToastStore.getState().dismiss(toast.id);
  });
  afterEach(() => vi.useRealTimers());

  it('shows a confirmation for 3 seconds, then takes it away', () => {
    showToast('Link copied to clipboard');
    expect(texts()).toEqual(['Link copied to clipboard']);
    expect(useToastStore.getState().toasts[0]?.tone).toBe('success');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(texts()).toEqual(['Link copied to clipboard']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
    expect(TOAST_DURATION_MS).toBe(3_000);
  });

  it('restarts the time when the same text is shown again, without a second copy', () => {
    showToast('Saved');
    vi.advanceTimersByTime(2_000);
    showToast('Saved');
    expect(texts()).toEqual(['Saved']);
    vi.advanceTimersByTime(2_000);
    expect(texts()).toEqual(['Saved']);
    vi.advanceTimersByTime(1_000);
    expect(texts()).toEqual([]);
  });

  it('keeps the newest few, each on its own clock', () => {
    for (let i = 1; i <= TOAST_LIMIT + 1; i++) {
      showToast(`t${i}`, i === 1 ? 'error' : 'success');
      vi.advanceTimersByTime(500);
    }
    expect(texts()).toEqual(['t2', 't3', 't4'].slice(0, TOAST_LIMIT));
    vi.advanceTimersByTime(TOAST_DURATION_MS - 3 * 500);
    // t2 was shown at 500 ms: gone at 3,500 ms; t3 and t4 not yet.
    expect(texts()).toEqual(['t3', 't4']);
  });

  it('can be closed early', () => {
    showToast('Saved');
    const [toast] = useToastStore.getState().toasts;
    useToastStore.getState().dismiss(toast?.id ?? -1);
    expect(texts()).toEqual([]);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(texts()).toEqual([]);
  });
});
