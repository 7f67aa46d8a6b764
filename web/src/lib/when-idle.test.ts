import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks for an idle moment with a one-second limit, and cancels it', () => {
    const request = vi.fn((_callback: () => void, _options?: { timeout: number }) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const fn = vi.fn();
    const stop = whenIdle(fn);
    expect(request).toHaveBeenCalledWith(fn, { timeout: 1_000 });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('runs in a task of its own where requestIdleCallback is missing, and not after a cancel', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const fn = vi.fn();
    whenIdle(fn);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(fn).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    whenIdle(other)();
    vi.advanceTimersByTime(10);
    expect(other).not.toHaveBeenCalled();
  });
});
