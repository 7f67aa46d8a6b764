import { AppError } from '@wishwall/contracts/app-error';
import { AdminAuditRepository } from '@wishwall/db/repositories/admin-audit.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { formatMicros, microsOfDecimal, type Micros } from '@wishwall/domain/money';
import { BY_COMMAND } from './operator-act.ts';
import type { WalletFlowDeps } from './wallet-changed.ts';

/** An operator puts money into a wallet, with a reason kept on the ledger transaction. */
export class OperatorCreditService {
  private readonly deps: WalletFlowDeps;

  constructor(deps: WalletFlowDeps) {
    this.deps = deps;
  }

  /**
   * Credits `amount` (decimal USD text, up to 6 decimals) to the account of `email`; the audit
   * row names `operatorId` (null for the command) and commits with the money.
   */
  async credit(
    email: string,
    amount: string,
    reason: string,
    operatorId = BY_COMMAND.operatorId,
  ): Promise<Micros> {
    const { db, ledger, changed } = this.deps;
    const micros = microsOfDecimal(amount.trim());
    if (micros === undefined || micros <= 0n) {
      throw new AppError('invalid_amount', `"${amount}" is not an amount greater than 0`);
    }
    const memo = reason.trim();
    if (memo === '' || memo.length > 500) {
      throw new AppError('validation_failed', 'Give a reason of 1 to 500 characters');
    }
    const user = await new UserRepository(db).findByEmail(email.trim());
    if (!user) throw new AppError('not_found', `No account has the e-mail ${email}`);
    const balance = await db.transaction().execute(async (trx) => {
      const wallet = await ledger.lockWallet(trx, user.id);
      const before = wallet.balance;
      const transactionId = await ledger.move(trx, {
        kind: 'operator_credit',
        wallet,
        amount: micros,
        counterpart: 'operator_credits',
        memo,
      });
      await new AdminAuditRepository(trx).record({
        operator_id: operatorId,
        action: 'wallet.credit',
        record_type: 'wallet',
        record_id: user.id,
        before: { balance: formatMicros(before) },
        after: { balance: formatMicros(wallet.balance), reason: memo, transactionId },
      });
      return wallet.balance;
    });
    await changed(user.id);
    return balance;
  }
}
