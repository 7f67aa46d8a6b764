import { AppError } from '@wishwall/contracts/app-error';
import type { Db } from '@wishwall/db/database';
import { AdminAuditRepository } from '@wishwall/db/repositories/admin-audit.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { UserRole } from '@wishwall/db/tables/user.table';

/**
 * Makes an account an operator or a user again. Only the server's own command calls this
 * (`pnpm admin:grant`, `pnpm admin:revoke`): no API route can change a role (decision 0022).
 */
export class OperatorRoleService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** The account's role after the change; the change and its audit row commit together. */
  setRole(email: string, role: UserRole): Promise<{ role: UserRole; twoFactor: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const users = new UserRepository(trx);
      const user = await users.lockByEmail(email.trim());
      if (!user) throw new AppError('not_found', `No account has the e-mail ${email}`);
      const updated = await users.setRole(user.id, role);
      await new AdminAuditRepository(trx).record({
        operator_id: null,
        action: role === 'admin' ? 'role.grant' : 'role.revoke',
        record_type: 'user',
        record_id: user.id,
        before: { role: user.role },
        after: { role: updated.role },
      });
      return { role: updated.role, twoFactor: updated.two_factor_enabled };
    });
  }
}
