// The arithmetic of an open-loop burst (docs/architecture.md#performance-budgets): requests leave
// on a schedule, whatever the answers do, and each latency counts from the request's scheduled
// send, so a request that had to wait (for a free user, a free connection, the generator's own
// timer) is not flattered.

/** The share of the bare baseline's throughput the push budget offers in the open-loop bursts. */
export const OPEN_LOOP_SHARE = 0.5;

/**
 * Requests per second to offer: the flag when given, otherwise `share` × the baseline's
 * accepted req/s measured in the same run (rounded; at least 1).
 */
export function offeredRate(
  baselinePerSecond: number,
  override: number | null,
  share = OPEN_LOOP_SHARE,
): number {
  if (override !== null) return override;
  return Math.max(1, Math.round(baselinePerSecond * share));
}

/** How many requests a burst of `durationMs` at `ratePerSecond` sends. */
export function scheduledCount(ratePerSecond: number, durationMs: number): number {
  return Math.max(0, Math.floor((ratePerSecond * durationMs) / 1000));
}

/** When request k (from 0) is due, in ms after the burst's start: evenly spaced. */
export function scheduledOffset(k: number, ratePerSecond: number): number {
  return (k * 1000) / ratePerSecond;
}

/** How many requests are due once `elapsedMs` have passed (request k is due at its offset). */
export function dueBy(elapsedMs: number, ratePerSecond: number, total: number): number {
  if (elapsedMs < 0) return 0;
  return Math.min(total, Math.floor((elapsedMs * ratePerSecond) / 1000) + 1);
}

/** Latency from the scheduled send (never from the actual one), in ms. */
export function latencyFromSchedule(scheduledAt: number, answeredAt: number): number {
  return answeredAt - scheduledAt;
}

/**
 * Hands each due request a user with nothing in flight: one user never has two presses in
 * flight, so the order of a user's answers is the order their votes applied (the lost-vote
 * replay relies on it). A request due while every user is busy waits for the next free one,
 * keeping its scheduled time, so the wait shows in its latency.
 */
export class UserDispatcher<User> {
  private readonly free: User[];
  private readonly waiting: number[] = [];
  private busy = 0;

  constructor(users: readonly User[]) {
    this.free = [...users];
  }

  /** A request became due at `scheduledAt`: the user to send it as, or null (it waits). */
  due(scheduledAt: number): User | null {
    const user = this.free.shift();
    if (user === undefined) {
      this.waiting.push(scheduledAt);
      return null;
    }
    this.busy++;
    return user;
  }

  /**
   * `user`'s request got no answer (timeout, dropped connection): it may still commit, at any
   * time, so the user sends nothing more in this burst — a later press overtaken by it would
   * break the replay's order. Returns the waiting requests' times when no user is left to
   * send them (they are never sent).
   */
  retire(): number[] {
    this.busy--;
    return this.exhausted ? this.waiting.splice(0) : [];
  }

  /** Every user retired: nothing more can be sent. */
  get exhausted(): boolean {
    return this.busy === 0 && this.free.length === 0;
  }

  /**
   * `user`'s request was answered: the scheduled time of the oldest waiting request, which it
   * now sends, or null when nothing waits (the user is free again).
   */
  release(user: User): number | null {
    const scheduledAt = this.waiting.shift();
    if (scheduledAt === undefined) {
      this.busy--;
      this.free.push(user);
      return null;
    }
    return scheduledAt;
  }

  /** Requests due but not sent when the burst ended. */
  get backlog(): number {
    return this.waiting.length;
  }
}
