import type { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';

/** Sessions asked in one statement at most; a larger turn is split. */
export const SESSION_CHECK_BATCH = 500;

interface QueuedCheck {
  userId: string;
  jti: string;
  answer: PromiseWithResolvers<UserRow | undefined>;
}

/**
 * The session checks of one turn of the event loop, asked in one statement (decision 0035).
 * A session not in the cache costs a round trip to Postgres: the user, unless the token was
 * revoked. When many arrive at once — every signed-in client's first press after the cache's
 * 10 s, or a process that just started — one lookup each queued on the pool and held up the
 * presses behind them (a 1-s stall at the start of `pnpm load`'s bursts). Checks asked in the
 * same turn now wait for the next one and go out together; the same session asked twice in a
 * turn is asked once.
 */
export class SessionChecks {
  private readonly users: UserRepository;
  private queued = new Map<string, QueuedCheck>();

  constructor(users: UserRepository) {
    this.users = users;
  }

  /** The session's user, unless its token was revoked (undefined then, or if there is none). */
  check(userId: string, jti: string): Promise<UserRow | undefined> {
    const key = `${userId}/${jti}`;
    const held = this.queued.get(key);
    if (held) return held.answer.promise;
    if (this.queued.size === 0) setImmediate(() => this.flush());
    const check = { userId, jti, answer: Promise.withResolvers<UserRow | undefined>() };
    this.queued.set(key, check);
    return check.answer.promise;
  }

  private flush(): void {
    const checks = [...this.queued.values()];
    this.queued = new Map();
    for (let start = 0; start < checks.length; start += SESSION_CHECK_BATCH) {
      const batch = checks.slice(start, start + SESSION_CHECK_BATCH);
      this.users.findSessionsUnlessRevoked(batch).then(
        (users) => batch.forEach((check, i) => check.answer.resolve(users[i])),
        (error: unknown) => batch.forEach((check) => check.answer.reject(error)),
      );
    }
  }
}
