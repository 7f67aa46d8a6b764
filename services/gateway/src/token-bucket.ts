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

  /** Takes `count` tokens if there are that many (none otherwise). */
  take(count = 1): boolean {
    const now = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + (now - this.updatedAt) * this.perMs);
    this.updatedAt = now;
    if (this.tokens < count) return false;
    this.tokens -= count;
    return true;
  }

  /** Milliseconds until `count` tokens are there (0 when they are now). */
  msUntil(count: number): number {
    const now = this.now();
    const tokens = Math.min(this.capacity, this.tokens + (now - this.updatedAt) * this.perMs);
    return tokens >= count ? 0 : Math.ceil((count - tokens) / this.perMs);
  }
}
