import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS, tooltipTimer } from './tooltip-timer.ts';

describe('tooltip timings', () => {
  let changes: boolean[];
  let timer: ReturnType<typeof tooltipTimer>;
  beforeEach(() => {
    vi.useFakeTimers();
    changes = [];
    timer = tooltipTimer((open) => changes.push(open));
  });
  afterEach(() => {
    timer.dispose();
    vi.useRealTimers();
  });

  it('shows 250 ms after the pointer arrives and hides 400 ms after it left', () => {
    expect([TOOLTIP_SHOW_DELAY_MS, TOOLTIP_HIDE_DELAY_MS]).toEqual([250, 400]);
    timer.enter('hover');
    vi.advanceTimersByTime(249);
    expect(changes).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true]);
    timer.leave('hover');
    vi.advanceTimersByTime(399);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it('does not flash for a pointer passing over', () => {
    timer.enter('hover');
    vi.advanceTimersByTime(200);
    timer.leave('hover');
    vi.advanceTimersByTime(1_000);
    expect(changes).toEqual([]);
  });

  it('stays open when the pointer comes back (onto the tooltip) within 400 ms', () => {
    timer.enter('hover');
    vi.advanceTimersByTime(250);
    timer.leave('hover');
    vi.advanceTimersByTime(300);
    timer.enter('hover');
    vi.advanceTimersByTime(1_000);
    expect(changes).toEqual([true]);
  });

  it('works on keyboard focus, and stays while the focus stays though the pointer left', () => {
    timer.enter('focus');
    vi.advanceTimersByTime(250);
    timer.enter('hover');
    timer.leave('hover');
    vi.advanceTimersByTime(1_000);
    expect(changes).toEqual([true]);
    timer.leave('focus');
    vi.advanceTimersByTime(400);
    expect(changes).toEqual([true, false]);
  });

  it('hides at once on Escape, until the next hover or focus', () => {
    timer.enter('focus');
    vi.advanceTimersByTime(250);
    timer.escape();
    expect(changes).toEqual([true, false]);
    vi.advanceTimersByTime(1_000);
    expect(changes).toEqual([true, false]);
    timer.enter('hover');
    vi.advanceTimersByTime(250);
    expect(changes).toEqual([true, false, true]);
  });

  it('Escape before it opened cancels the pending show', () => {
    timer.enter('hover');
    vi.advanceTimersByTime(100);
    timer.escape();
    vi.advanceTimersByTime(1_000);
    expect(changes).toEqual([]);
  });
});
