import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_BUSY_SHARE, PushThrottle, type ThrottleClock } from './push-throttle.ts';

const fakeClock: ThrottleClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

describe('PushThrottle', () => {
  let pushes: number[];
  let throttle: PushThrottle;
  let pushTakesMs: number;

  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    pushes = [];
    pushTakesMs = 0;
    throttle = new PushThrottle(
      100,
      async () => {
        pushes.push(Date.now());
        if (pushTakesMs > 0) await new Promise((resolve) => setTimeout(resolve, pushTakesMs));
      },
      fakeClock,
    );
  });

  afterEach(() => {
    throttle.stop();
    vi.useRealTimers();
  });

  it('pushes a change at once when idle, not at the next tick', async () => {
    vi.setSystemTime(1234);
    throttle.changed();
    await vi.advanceTimersByTimeAsync(0);
    expect(pushes).toEqual([1234]);
  });

  it('gathers the changes of one turn into one push', async () => {
    throttle.changed();
    throttle.changed();
    throttle.changed();
    await vi.advanceTimersByTimeAsync(50);
    expect(pushes).toEqual([0]);
  });

  it('under a stream of changes, pushes once per interval: at most 10 a second', async () => {
    for (let t = 0; t < 1000; t += 5) {
      throttle.changed();
      await vi.advanceTimersByTimeAsync(5);
    }
    await vi.advanceTimersByTimeAsync(200);
    expect(pushes.length).toBeLessThanOrEqual(11);
    expect(pushes.length).toBeGreaterThanOrEqual(10);
    for (let i = 1; i < pushes.length; i++) {
      expect(pushes[i]! - pushes[i - 1]!).toBeGreaterThanOrEqual(100);
    }
    // The last change is never dropped: a trailing push carries it.
    expect(pushes.at(-1)).toBeGreaterThanOrEqual(995 - 100);
  });

  it('a change soon after a push waits only for the rest of the interval', async () => {
    throttle.changed();
    await vi.advanceTimersByTimeAsync(30);
    throttle.changed();
    await vi.advanceTimersByTimeAsync(69);
    expect(pushes).toEqual([0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(pushes).toEqual([0, 100]);
    // Quiet again: the next change goes out at once.
    await vi.advanceTimersByTimeAsync(500);
    throttle.changed();
    await vi.advanceTimersByTimeAsync(0);
    expect(pushes).toEqual([0, 100, 600]);
  });

  it('never runs two pushes at once; a change during a slow push follows it', async () => {
    pushTakesMs = 250;
    throttle.changed();
    await vi.advanceTimersByTimeAsync(10);
    throttle.changed();
    await vi.advanceTimersByTimeAsync(200);
    expect(pushes).toEqual([0]);
    await vi.advanceTimersByTimeAsync(50);
    expect(pushes).toHaveLength(2);
    expect(pushes[1]).toBeGreaterThanOrEqual(250);
    expect(pushes[1]).toBeLessThanOrEqual(251);
  });

  it('spaces the pushes out when a fan-out is costly, back to the interval when it is cheap', async () => {
    // The fan-out's busy time, as the gateway's push reports it: 60 ms to thousands of sockets.
    let busyMs = 60;
    const costly = new PushThrottle(
      100,
      async () => {
        pushes.push(Date.now());
        return busyMs;
      },
      fakeClock,
    );
    for (let t = 0; t < 1000; t += 5) {
      costly.changed();
      await vi.advanceTimersByTimeAsync(5);
    }
    const spacing = 60 / MAX_BUSY_SHARE;
    expect(pushes.length).toBeLessThanOrEqual(Math.ceil(1000 / spacing) + 1);
    for (let i = 1; i < pushes.length; i++) {
      expect(pushes[i]! - pushes[i - 1]!).toBeGreaterThanOrEqual(spacing);
    }
    // Cheap again (few sockets): the next pushes are the interval apart.
    busyMs = 5;
    pushes = [];
    for (let t = 0; t < 1000; t += 5) {
      costly.changed();
      await vi.advanceTimersByTimeAsync(5);
    }
    expect(pushes.length).toBeGreaterThanOrEqual(9);
    expect(pushes.slice(2).every((at, i) => at - pushes[i + 1]! === 100)).toBe(true);
    // A quiet wall still pushes a change at once, however costly the last push was.
    busyMs = 90;
    await vi.advanceTimersByTimeAsync(1000);
    pushes = [];
    costly.changed();
    await vi.advanceTimersByTimeAsync(0);
    expect(pushes).toEqual([Date.now()]);
    costly.stop();
  });

  it('keeps pushing after a push failed', async () => {
    let failing = true;
    const flaky = new PushThrottle(
      100,
      async () => {
        pushes.push(Date.now());
        if (failing) throw new Error('Postgres away');
      },
      fakeClock,
    );
    flaky.changed();
    await vi.advanceTimersByTimeAsync(0);
    failing = false;
    flaky.changed();
    await vi.advanceTimersByTimeAsync(100);
    expect(pushes).toEqual([0, 100]);
    flaky.stop();
  });

  it('pushes nothing after stop', async () => {
    throttle.changed();
    await vi.advanceTimersByTimeAsync(10);
    throttle.changed();
    throttle.stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(pushes).toEqual([0]);
  });
});
