import type { Transaction } from 'kysely';
import type { WithdrawalDecision } from '@wishwall/contracts/admin.dto';
import { AppError } from '@wishwall/contracts/app-error';
import type { DecidedWithdrawalStatus, WithdrawalStatus } from '@wishwall/contracts/wallet.dto';
import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { AdminAuditRepository } from '@wishwall/db/repositories/admin-audit.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { WithdrawalRepository } from '@wishwall/db/repositories/withdrawal.repository';
import type { Database } from '@wishwall/db/database';
import type { WithdrawalRow } from '@wishwall/db/tables/withdrawal.table';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { formatMicros } from '@wishwall/domain/money';
import {
  assertNotOwnWithdrawal,
  assertWithdrawable,
  nextWithdrawalStatus,
  parseWithdrawalAmount,
} from '@wishwall/domain/withdrawal';
import { BY_COMMAND, type OperatorAct } from './operator-act.ts';
import type { WalletFlowDeps } from './wallet-changed.ts';

const inProcess = () => new AppError('withdrawal_in_process', 'Withdrawal already in process');

/**
 * Withdrawals (docs/product.md#withdrawals): a request holds the amount at once (wallet →
 * withdrawals_held, so the balance shown drops); an operator approves or rejects it (the hold goes
 * back), and marks an approved one paid (the hold settles into withdrawals_paid).
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

  /**
   * An operator's step on a request; each is taken once, the money moves with it, and the
   * audit row and the user's e-mail (through the outbox) commit with it. Of two operators
   * deciding one request at once, the second finds it decided: `conflict`. Nobody decides on
   * their own request (decision 0037).
   */
  async decide(
    withdrawalId: string,
    decision: WithdrawalDecision,
    by: OperatorAct = BY_COMMAND,
  ): Promise<WithdrawalRow> {
    const { db, changed } = this.deps;
    const reason = by.reason?.trim() || null;
    if (decision === 'reject' && by.operatorId !== null && !reason) {
      throw new AppError('validation_failed', 'Give the user a reason to reject the request');
    }
    const decided = await db.transaction().execute(async (trx) => {
      const withdrawals = new WithdrawalRepository(trx);
      const withdrawal = await withdrawals.lockById(withdrawalId);
      if (!withdrawal) throw new AppError('not_found', `Withdrawal ${withdrawalId} not found`);
      if (by.operatorId !== null) assertNotOwnWithdrawal(by.operatorId, withdrawal.user_id);
      const status = nextWithdrawalStatus(withdrawal.status, decision);
      const settled = await this.settle(trx, withdrawal, status);
      await new AdminAuditRepository(trx).record({
        operator_id: by.operatorId,
        action: `withdrawal.${decision}`,
        record_type: 'withdrawal',
        record_id: withdrawal.id,
        before: { status: withdrawal.status },
        after: { status: settled.status, ...(reason ? { reason } : {}) },
      });
      await new OutboxRepository(trx).add({
        type: 'withdrawal.decided',
        payload: {
          withdrawalId: settled.id,
          userId: settled.user_id,
          status: settled.status as DecidedWithdrawalStatus,
          amount: formatMicros(BigInt(settled.amount)),
          reason,
        },
      });
      return settled;
    });
    await changed(decided.user_id);
    return decided;
  }

  private async settle(
    trx: Transaction<Database>,
    withdrawal: WithdrawalRow,
    status: WithdrawalStatus,
  ): Promise<WithdrawalRow> {
    const { ledger } = this.deps;
    const withdrawals = new WithdrawalRepository(trx);
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
  }
}
