import { AppError } from '@wishwall/contracts/app-error';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { PayoutDestinationRepository } from '@wishwall/db/repositories/payout-destination.repository';
import type { PayoutDestinationRow } from '@wishwall/db/tables/payout-destination.table';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { DESTINATION_CHANGE_HOLD_MS, parsePayPalEmail } from '@wishwall/domain/withdrawal';
import type { LedgerService } from './ledger.service.ts';
import type { WalletFlowDeps } from './wallet-changed.ts';

/** How the session proved it is the owner: a recent second factor, or the password now. */
export interface OwnerProof {
  recentSecondFactor: boolean;
  password: string | undefined;
}

export type VerifyPassword = (hash: string, password: string) => Promise<boolean>;

/**
 * The PayPal account an account's withdrawals are paid to
 * (docs/decisions/0042-payouts-to-paypal.md): setting or changing it takes a recent second
 * factor or the password; a change holds new withdrawals for 24 hours, and every change is
 * mailed to the account's address.
 */
export class PayoutDestinationService {
  private readonly deps: Pick<WalletFlowDeps, 'db'> & { ledger: LedgerService };
  private readonly verifyPassword: VerifyPassword;

  constructor(deps: Pick<WalletFlowDeps, 'db' | 'ledger'>, verifyPassword: VerifyPassword) {
    this.deps = deps;
    this.verifyPassword = verifyPassword;
  }

  find(userId: string): Promise<PayoutDestinationRow | undefined> {
    return new PayoutDestinationRepository(this.deps.db).find(userId);
  }

  async change(
    user: UserRow,
    emailInput: unknown,
    proof: OwnerProof,
  ): Promise<PayoutDestinationRow> {
    const email = parsePayPalEmail(emailInput);
    if (!proof.recentSecondFactor) {
      const matches =
        proof.password !== undefined &&
        (await this.verifyPassword(user.password_hash, proof.password));
      if (!matches) {
        throw new AppError(
          'wrong_current_password',
          'Enter your password (or sign in again with your second factor) to change it',
        );
      }
    }
    const { db, ledger } = this.deps;
    return db.transaction().execute(async (trx) => {
      // The wallet's lock orders this against a withdrawal being requested at the same time.
      await ledger.lockWallet(trx, user.id);
      const destinations = new PayoutDestinationRepository(trx);
      const current = await destinations.lock(user.id);
      if (current?.paypal_email === email) return current;
      const heldUntil = current ? new Date(Date.now() + DESTINATION_CHANGE_HOLD_MS) : null;
      const saved = await destinations.save(user.id, email, heldUntil);
      await new OutboxRepository(trx).add({
        type: 'payout_destination.changed',
        payload: { userId: user.id, changedAt: saved.changed_at.toISOString() },
      });
      return saved;
    });
  }
}
