import { AppError } from '@wishwall/contracts/app-error';
import type { Db } from '@wishwall/db/database';
import { AdminAuditRepository } from '@wishwall/db/repositories/admin-audit.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { UserRole } from '@wishwall/db/tables/user.table';
import { endSessions } from './session-ends.ts';

/**
 * The account's second factors as the console weighs them: an authenticator app or a passkey
 * lets an operator in (docs/decisions/0047-authenticator-apps.md,
 * docs/decisions/0053-passkeys.md); codes by e-mail do not.
 */
export interface OperatorFactors {
  app: boolean;
  passkey: boolean;
  emailCodes: boolean;
}

export interface RoleChange {
  userId: string;
  role: UserRole;
  factors: OperatorFactors;
  /** False when the account already had the role (nothing happened). */
  changed: boolean;
}

/**
 * Makes an account an operator or a user again. Only the server's own command calls this
 * (`pnpm admin:grant`, `pnpm admin:revoke`): no API route can change a role (decision 0022).
 */
export class OperatorRoleService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * The account's role after the change; the change, its audit row and the end of the
   * account's sessions commit together. A session signed in before the grant would otherwise
   * become an operator's without passing the second factor the console asks for, and one
   * signed in before a revocation would keep whatever it was shown; `changed` is false when
   * the account already had the role (nothing happens then).
   */
  setRole(email: string, role: UserRole): Promise<RoleChange> {
    return this.db.transaction().execute(async (trx) => {
      const users = new UserRepository(trx);
      const user = await users.lockByEmail(email.trim());
      if (!user) throw new AppError('not_found', `No account has the e-mail ${email}`);
      const unchanged = {
        userId: user.id,
        role,
        factors: {
          app: user.totp_enabled,
          passkey: user.passkeys_enabled,
          emailCodes: user.two_factor_enabled,
        },
      };
      if (user.role === role) return { ...unchanged, changed: false };
      const updated = await users.setRole(user.id, role);
      await new AdminAuditRepository(trx).record({
        operator_id: null,
        action: role === 'admin' ? 'role.grant' : 'role.revoke',
        record_type: 'user',
        record_id: user.id,
        before: { role: user.role },
        after: { role: updated.role },
      });
      await endSessions(trx, user.id);
      return { ...unchanged, role: updated.role, changed: true };
    });
  }
}
