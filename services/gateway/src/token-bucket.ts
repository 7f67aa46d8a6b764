/**
 * A token bucket: up to `capacity` takes at once, refilled at `perSecond`. `now` is in
 * milliseconds (injectable for tests).
 */
export class TokenBucket {
  private readonly capacity: number;
  private readonly perMs: number;
  private readonly now: () => number;
  private tokens: number;
  private updatedAt: number;

  constructor(capacity: number, perSecond: number, now: () => number = () => performance.now()) {
    this.capacity = capacity;
    this.perMs = perSecond / 1000;
    this.now = now;
    this.tokens = capacity;
    this.updatedAt = now();
  }

  /** Takes one token if there is one. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + (now - this.updatedAt) * this.perMs);
    this.updatedAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
