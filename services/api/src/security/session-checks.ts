import type { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';

/** Sessions asked in one statement at most; more waiting are split. */
export const SESSION_CHECK_BATCH = 500;
/**
 * Statements running at once at most. The pool has 10 connections and the presses' batches
 * take up to 4; checks that arrive while both run gather for the next.
 */
export const SESSION_CHECKS_IN_FLIGHT = 2;

interface QueuedCheck {
  userId: string;
  jti: string;
  answer: PromiseWithResolvers<UserRow | undefined>;
}

/**
 * Session checks asked together (decision 0035). A session not in the cache costs a round
 * trip to Postgres: the user, unless the token was revoked. When many arrive at once — every
 * signed-in client's first press after the cache's 10 s, or a process that just started — one
 * lookup each queued on the pool and held up the presses behind them (a 1-s stall at the start
 * of `pnpm load`'s bursts). Checks now gather: those asked in one turn of the event loop go out
 * in one statement on the next, and while two statements run, new checks wait and go out
 * together in the next free one, so the statements follow the load, not the presses. The same
 * session asked twice before its statement starts is asked once; a check never joins a
 * statement that started before it was asked, so it sees every revocation committed before.
 */
export class SessionChecks {
  private readonly users: UserRepository;
  private queued = new Map<string, QueuedCheck>();
  private inFlight = 0;
  private flushScheduled = false;

  constructor(users: UserRepository) {
    this.users = users;
  }

  /** The session's user, unless its token was revoked (undefined then, or if there is none). */
  check(userId: string, jti: string): Promise<UserRow | undefined> {
    const key = `${userId}/${jti}`;
    const held = this.queued.get(key);
    if (held) return held.answer.promise;
    const check = { userId, jti, answer: Promise.withResolvers<UserRow | undefined>() };
    this.queued.set(key, check);
    if (!this.flushScheduled && this.inFlight < SESSION_CHECKS_IN_FLIGHT) {
      this.flushScheduled = true;
      setImmediate(() => {
        this.flushScheduled = false;
        this.flush();
      });
    }
    return check.answer.promise;
  }

  private flush(): void {
    while (this.inFlight < SESSION_CHECKS_IN_FLIGHT && this.queued.size > 0) {
      const batch: QueuedCheck[] = [];
      for (const [key, check] of this.queued) {
        if (batch.length === SESSION_CHECK_BATCH) break;
        batch.push(check);
        this.queued.delete(key);
      }
      this.inFlight += 1;
      this.users
        .findSessionsUnlessRevoked(batch)
        .then(
          (users) => batch.forEach((check, i) => check.answer.resolve(users[i])),
          (error: unknown) => batch.forEach((check) => check.answer.reject(error)),
        )
        .finally(() => {
          this.inFlight -= 1;
          this.flush();
        });
    }
  }
}
