import { AppError } from '@wishwall/contracts/app-error';
import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { WithdrawalRepository } from '@wishwall/db/repositories/withdrawal.repository';
import type { WithdrawalRow } from '@wishwall/db/tables/ledger.table';
import type { UserRow } from '@wishwall/db/tables/user.table';
import {
  assertWithdrawable,
  nextWithdrawalStatus,
  parseWithdrawalAmount,
  type WithdrawalDecision,
} from '@wishwall/domain/withdrawal';
import type { WalletFlowDeps } from './wallet-changed.ts';

const inProcess = () => new AppError('withdrawal_in_process', 'Withdrawal already in process');

/**
 * Withdrawals (DESIGN.md §6): a request holds the amount at once (wallet → withdrawals_held,
 * so the balance shown drops); an operator approves or rejects it (the hold goes back), and
 * marks an approved one paid (the hold settles into withdrawals_paid).
 */
export class WithdrawalService {
  private readonly deps: WalletFlowDeps;

  constructor(deps: WalletFlowDeps) {
    this.deps = deps;
  }

  async request(user: UserRow, amountInput: unknown): Promise<WithdrawalRow> {
    const { db, ledger, changed } = this.deps;
    const amount = parseWithdrawalAmount(amountInput);
    if (!user.email_verified_at) {
      throw new AppError('email_not_verified', 'Verify your e-mail address before withdrawing');
    }
    const withdrawal = await db
      .transaction()
      .execute(async (trx) => {
        const wallet = await ledger.lockWallet(trx, user.id);
        const withdrawals = new WithdrawalRepository(trx);
        if (await withdrawals.findInProcess(user.id)) throw inProcess();
        assertWithdrawable(amount, wallet.balance);
        const hold = await ledger.move(trx, {
          kind: 'withdrawal_hold',
          wallet,
          amount: -amount,
          counterpart: 'withdrawals_held',
        });
        return withdrawals.create(user.id, amount, hold);
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'withdrawals_one_in_process')) throw inProcess();
        throw error;
      });
    await changed(user.id);
    return withdrawal;
  }

  /** An operator's step on a request; each is taken once, the money moves with it. */
  async decide(withdrawalId: string, decision: WithdrawalDecision): Promise<WithdrawalRow> {
    const { db, ledger, changed } = this.deps;
    const decided = await db.transaction().execute(async (trx) => {
      const withdrawals = new WithdrawalRepository(trx);
      const withdrawal = await withdrawals.lockById(withdrawalId);
      if (!withdrawal) throw new AppError('not_found', `Withdrawal ${withdrawalId} not found`);
      const status = nextWithdrawalStatus(withdrawal.status, decision);
      const amount = BigInt(withdrawal.amount);
      if (status === 'rejected') {
        const wallet = await ledger.lockWallet(trx, withdrawal.user_id);
        const release = await ledger.move(trx, {
          kind: 'withdrawal_release',
          wallet,
          amount,
          counterpart: 'withdrawals_held',
        });
        return withdrawals.setStatus(withdrawal.id, status, release);
      }
      if (status === 'paid') {
        const payout = await ledger.moveBetweenSystemAccounts(
          trx,
          'withdrawal_payout',
          'withdrawals_held',
          'withdrawals_paid',
          amount,
        );
        return withdrawals.setStatus(withdrawal.id, status, payout);
      }
      return withdrawals.setStatus(withdrawal.id, status);
    });
    await changed(decided.user_id);
    return decided;
  }
}
