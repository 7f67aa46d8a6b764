import type { DbExecutor } from '@wishwall/db/database';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';

export interface SessionEnd {
  /** Only if the user's tokens are still at this version (the caller's session's). */
  expectedVersion?: number;
  /** The session making the change, which goes on with a token re-issued at the new version. */
  keptJti?: string | null;
}

/**
 * Ends every session of the user, in the caller's transaction, for an account change that
 * must not leave older sessions standing (docs/decisions/0036-operator-sessions.md): bumps the
 * token version, which every token carries, and records `user.sessions_ended` so that the
 * gateways take the ended sessions' sockets out of the user's room. Undefined when
 * `expectedVersion` moved (another change ended the caller's session first).
 */
export async function endSessions(
  trx: DbExecutor,
  userId: string,
  { expectedVersion, keptJti = null }: SessionEnd = {},
): Promise<UserRow | undefined> {
  const user = await new UserRepository(trx).bumpTokenVersion(userId, expectedVersion);
  if (user) await sessionsEnded(trx, user, keptJti);
  return user;
}

/** Records that `user`'s sessions below its token version ended, for a bump made elsewhere. */
export async function sessionsEnded(
  trx: DbExecutor,
  user: Pick<UserRow, 'id' | 'token_version'>,
  keptJti: string | null,
): Promise<void> {
  await new OutboxRepository(trx).add({
    type: 'user.sessions_ended',
    payload: { userId: user.id, tokenVersion: user.token_version, keptJti },
  });
}
