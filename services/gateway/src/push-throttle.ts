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
 * Leading edge and trailing throttle (decision 0030): a change while the push is idle goes out
 * at once (on the next turn of the event loop, so the events of one stream read go out
 * together); changes while a push ran less than `intervalMs` ago, or is still running, wait
 * for one push at `intervalMs` after the last one started. Pushes therefore start at least
 * `intervalMs` apart — at most 1000 / `intervalMs` a second to each viewer — and a change
 * waits for the interval only when another push has just gone out.
 */
export class PushThrottle {
  private readonly intervalMs: number;
  private readonly push: () => Promise<void>;
  private readonly clock: ThrottleClock;
  private lastStartedAt = Number.NEGATIVE_INFINITY;
  private running = false;
  private pending = false;
  private timer: unknown;
  private stopped = false;

  constructor(intervalMs: number, push: () => Promise<void>, clock: ThrottleClock = realClock) {
    this.intervalMs = intervalMs;
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
    const wait = Math.max(0, this.lastStartedAt + this.intervalMs - this.clock.now());
    this.timer = this.clock.setTimeout(() => this.fire(), wait);
  }

  private fire(): void {
    this.timer = undefined;
    if (this.stopped) return;
    this.pending = false;
    this.running = true;
    this.lastStartedAt = this.clock.now();
    const done = () => {
      this.running = false;
      if (this.pending && !this.stopped) this.schedule();
    };
    // The push reports its own failures; a rejection must not stop the pushes after it.
    this.push().then(done, done);
  }
}
