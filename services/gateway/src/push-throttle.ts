/** The timers a throttle uses; tests pass fake ones. */
export interface ThrottleClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: ThrottleClock = {
  now: () => performance.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * Share of the event loop the pushes may take at most (decision 0032): a push that kept the
 * loop busy for d ms is followed by the next one no sooner than d / MAX_BUSY_SHARE ms after
 * it started. The fan-out to thousands of sockets is one `writev` per socket, a cost that does
 * not shrink with the load; under a burst it would otherwise take half the process's time from
 * the presses that feed it.
 */
export const MAX_BUSY_SHARE = 1 / 3;

/**
 * Leading edge and trailing throttle (decision 0030): a change while the push is idle goes out
 * at once (on the next turn of the event loop, so the events of one stream read go out
 * together); changes while a push ran less than the interval ago, or is still running, wait
 * for one push at the interval after the last one started. The interval is `intervalMs`, or
 * longer when the last push was costly (MAX_BUSY_SHARE): pushes start at least `intervalMs`
 * apart — at most 1000 / `intervalMs` a second to each viewer — and a change waits for the
 * interval only when another push has just gone out.
 */
export class PushThrottle {
  private readonly intervalMs: number;
  private readonly push: () => Promise<number | undefined>;
  private readonly clock: ThrottleClock;
  private lastStartedAt = Number.NEGATIVE_INFINITY;
  /** The wait between the last push's start and the next one's (the interval, or more). */
  private currentIntervalMs: number;
  private running = false;
  private pending = false;
  private timer: unknown;
  private stopped = false;

  /**
   * `push` may resolve with the milliseconds it kept the event loop busy (its synchronous
   * fan-out); the next push then waits at least that long over MAX_BUSY_SHARE.
   */
  constructor(
    intervalMs: number,
    push: () => Promise<number | undefined>,
    clock: ThrottleClock = realClock,
  ) {
    this.intervalMs = intervalMs;
    this.currentIntervalMs = intervalMs;
    this.push = push;
    this.clock = clock;
  }

  /** Something changed that the viewers should get. */
  changed(): void {
    if (this.stopped) return;
    this.pending = true;
    if (this.running || this.timer !== undefined) return;
    this.schedule();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    const wait = Math.max(0, this.lastStartedAt + this.currentIntervalMs - this.clock.now());
    this.timer = this.clock.setTimeout(() => this.fire(), wait);
  }

  private fire(): void {
    this.timer = undefined;
    if (this.stopped) return;
    this.pending = false;
    this.running = true;
    this.lastStartedAt = this.clock.now();
    const done = (busyMs?: number) => {
      this.running = false;
      this.currentIntervalMs = Math.max(this.intervalMs, (busyMs ?? 0) / MAX_BUSY_SHARE);
      if (this.pending && !this.stopped) this.schedule();
    };
    // The push reports its own failures; a rejection must not stop the pushes after it.
    this.push().then(done, () => done());
  }
}
