import { AppError } from '@wishwall/contracts/app-error';
import type { Db } from '@wishwall/db/database';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { microsOfDecimal, type Micros } from '@wishwall/domain/money';
import type { LedgerService } from './ledger.service.ts';
import type { WalletChanged } from './wallet-changed.ts';

/** An operator puts money into a wallet, with a reason kept on the ledger transaction. */
export class OperatorCreditService {
  private readonly db: Db;
  private readonly ledger: LedgerService;
  private readonly changed: WalletChanged;

  constructor(db: Db, ledger: LedgerService, changed: WalletChanged) {
    this.db = db;
    this.ledger = ledger;
    this.changed = changed;
  }

  /** Credits `amount` (decimal USD text, up to 6 decimals) to the account of `email`. */
  async credit(email: string, amount: string, reason: string): Promise<Micros> {
    const micros = microsOfDecimal(amount.trim());
    if (micros === undefined || micros <= 0n) {
      throw new AppError('invalid_amount', `"${amount}" is not an amount greater than 0`);
    }
    const memo = reason.trim();
    if (memo === '' || memo.length > 500) {
      throw new AppError('validation_failed', 'Give a reason of 1 to 500 characters');
    }
    const user = await new UserRepository(this.db).findByEmail(email.trim());
    if (!user) throw new AppError('not_found', `No account has the e-mail ${email}`);
    const balance = await this.db.transaction().execute(async (trx) => {
      const wallet = await this.ledger.lockWallet(trx, user.id);
      await this.ledger.move(trx, {
        kind: 'operator_credit',
        wallet,
        amount: micros,
        counterpart: 'operator_credits',
        memo,
      });
      return wallet.balance;
    });
    await this.changed(user.id);
    return balance;
  }
}
