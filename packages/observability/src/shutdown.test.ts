import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeOnSignals } from './shutdown.ts';

const logger = pino({ level: 'silent' });
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

// The handlers are the process's own: each case takes back the ones it added, and stands in
// for `process.exit`, which would end the test run. The clock is a fake one: `closeOnSignals`
// leaves its bound's timer running (the process exits), and a real one would fire its
// `process.exit` in whatever file this worker runs next.
let before: Map<string, ((...args: unknown[]) => void)[]>;
let exits: (number | undefined)[];

beforeEach(() => {
  before = new Map(
    SIGNALS.map((signal) => [
      signal,
      process.listeners(signal) as ((...args: unknown[]) => void)[],
    ]),
  );
  exits = [];
  vi.useFakeTimers();
  vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
    exits.push(code);
  }) as typeof process.exit);
});

afterEach(() => {
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)!.includes(listener as (...args: unknown[]) => void)) {
        process.removeListener(signal, listener);
      }
    }
  }
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('closeOnSignals', () => {
  it('closes once on SIGTERM, then exits 0', async () => {
    const close = vi.fn(async () => {});
    closeOnSignals(logger, close);
    process.emit('SIGTERM', 'SIGTERM');
    await vi.advanceTimersByTimeAsync(0);
    expect(exits).toEqual([0]);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('exits 1 when closing fails', async () => {
    closeOnSignals(logger, async () => {
      throw new Error('Redis went away');
    });
    process.emit('SIGINT', 'SIGINT');
    await vi.advanceTimersByTimeAsync(0);
    expect(exits).toEqual([1]);
  });

  it('exits 1 at once on a second signal while closing', () => {
    closeOnSignals(logger, () => new Promise<void>(() => {}));
    process.emit('SIGTERM', 'SIGTERM');
    expect(exits).toEqual([]);
    process.emit('SIGINT', 'SIGINT');
    expect(exits).toEqual([1]);
  });

  it('exits 1 when closing outlasts its bound', async () => {
    closeOnSignals(logger, () => new Promise<void>(() => {}), { timeoutMs: 5_000 });
    process.emit('SIGTERM', 'SIGTERM');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([1]);
  });

  it('waits for a start under way, then closes under its own bound', async () => {
    let started: () => void = () => undefined;
    const starting = new Promise<void>((resolve) => (started = resolve));
    const close = vi.fn(async () => {});
    closeOnSignals(logger, close, { starting, timeoutMs: 5_000, startTimeoutMs: 60_000 });
    process.emit('SIGINT', 'SIGINT');
    // A start longer than the close's own bound is waited for all the same.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(close).not.toHaveBeenCalled();
    expect(exits).toEqual([]);
    started();
    await vi.advanceTimersByTimeAsync(0);
    expect(close).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([0]);
  });

  it('closes after a failed start too', async () => {
    const close = vi.fn(async () => {});
    closeOnSignals(logger, close, { starting: Promise.reject(new Error('no Postgres')) });
    process.emit('SIGTERM', 'SIGTERM');
    await vi.advanceTimersByTimeAsync(0);
    expect(close).toHaveBeenCalledTimes(1);
    expect(exits).toEqual([0]);
  });

  it('exits 1 when the start outlasts its bound, without closing', async () => {
    const close = vi.fn(async () => {});
    closeOnSignals(logger, close, { starting: new Promise(() => {}), startTimeoutMs: 60_000 });
    process.emit('SIGTERM', 'SIGTERM');
    await vi.advanceTimersByTimeAsync(59_999);
    expect(exits).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(exits).toEqual([1]);
    expect(close).not.toHaveBeenCalled();
  });
});
