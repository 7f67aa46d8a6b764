import type { FastifyRequest } from 'fastify';
import { AppError } from '@wishwall/contracts/app-error';
import { hasSecondFactor, type TokenClaims } from '@wishwall/contracts/token-claims';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { stepUpRequired } from './step-up.ts';

/**
 * Whether the account holds a second factor that counts for operators: an authenticator app
 * or a passkey (docs/decisions/0047-authenticator-apps.md, docs/decisions/0053-passkeys.md);
 * codes by e-mail do not. The console's calls and its live overview ask the same.
 */
export function holdsOperatorFactor(
  user: Pick<UserRow, 'totp_enabled' | 'passkeys_enabled'>,
): boolean {
  return user.totp_enabled || user.passkeys_enabled;
}

/**
 * An operator may use the console: the admin role, checked on the server from the account row
 * `authenticate` read fresh, an authenticator app turned on or a passkey (decision 0022,
 * narrowed by docs/decisions/0047-authenticator-apps.md, widened by
 * docs/decisions/0053-passkeys.md), and a session that passed one of SECOND_FACTORS
 * itself: the account's setting says nothing of how this token was got
 * (docs/decisions/0036-operator-sessions.md).
 */
export function assertOperator(user: UserRow, session: Pick<TokenClaims, 'amr'>): void {
  if (user.role !== 'admin') {
    throw new AppError('forbidden', 'Only operators may do this');
  }
  if (!holdsOperatorFactor(user)) {
    throw new AppError(
      'two_factor_required',
      'Turn on an authenticator app or add a passkey to use the operators’ console',
    );
  }
  if (!hasSecondFactor(session.amr)) throw stepUpRequired();
}

/** onRequest hook after `app.authenticate`: 403 for anyone but an operator. */
export async function operatorOnly(request: FastifyRequest): Promise<void> {
  assertOperator(request.currentUser, request.user);
}
