import type { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { CoalescedReads } from './coalesced-reads.ts';

/** Sessions asked in one statement at most; more waiting are split. */
export const SESSION_CHECK_BATCH = 500;
/**
 * Statements running at once at most. The pool has 10 connections and the presses' batches
 * take up to 4; checks that arrive while both run gather for the next.
 */
export const SESSION_CHECKS_IN_FLIGHT = 2;

interface Session {
  userId: string;
  jti: string;
}

/**
 * Session checks asked together (docs/decisions/0035-session-checks-together.md). A session
 * not in a cache costs a round trip to Postgres: the user, unless the token was revoked. When
 * many arrive at once — every signed-in client's first press after the API's 10-s cache, a
 * process that just started, or a crowd of sockets identifying at the gateway — one lookup
 * each queued on the pool and held up everything behind them. Checks asked in one turn go out
 * in one statement, at most two at once (`CoalescedReads`); the same session asked twice before
 * its statement starts is asked once, and a check never joins a statement that started before
 * it was asked, so it sees every revocation committed before.
 */
export class SessionChecks {
  private readonly reads: CoalescedReads<Session, UserRow>;

  /** `maxQueued`: checks waiting at most; past it `check` throws `ReadsBusy`. */
  constructor(users: UserRepository, { maxQueued }: { maxQueued?: number } = {}) {
    this.reads = new CoalescedReads((sessions) => users.findSessionsUnlessRevoked(sessions), {
      keyOf: ({ userId, jti }) => `${userId}/${jti}`,
      maxBatch: SESSION_CHECK_BATCH,
      maxInFlight: SESSION_CHECKS_IN_FLIGHT,
      ...(maxQueued === undefined ? {} : { maxQueued }),
    });
  }

  /** The session's user, unless its token was revoked (undefined then, or if there is none). */
  check(userId: string, jti: string): Promise<UserRow | undefined> {
    return this.reads.read({ userId, jti });
  }
}
