import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { WithdrawalDecision } from '@wishwall/contracts/admin.dto';
import { AppError } from '@wishwall/contracts/app-error';
import type { DecidedWithdrawalStatus, WithdrawalStatus } from '@wishwall/contracts/wallet.dto';
import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { AdminAuditRepository } from '@wishwall/db/repositories/admin-audit.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { PayoutDestinationRepository } from '@wishwall/db/repositories/payout-destination.repository';
import { WithdrawalRepository } from '@wishwall/db/repositories/withdrawal.repository';
import type { Database } from '@wishwall/db/database';
import type { WithdrawalRow } from '@wishwall/db/tables/withdrawal.table';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { formatMicros } from '@wishwall/domain/money';
import {
  assertNotOwnWithdrawal,
  assertWithdrawable,
  nextWithdrawalStatus,
  parsePayPalEmail,
  parseWithdrawalAmount,
} from '@wishwall/domain/withdrawal';
import { BY_COMMAND, type OperatorAct } from './operator-act.ts';
import type { WalletFlowDeps } from './wallet-changed.ts';

const inProcess = () => new AppError('withdrawal_in_process', 'Withdrawal already in process');

/** Why withdrawals are off here, or null (docs/decisions/0042-payouts-to-paypal.md). */
export type WithdrawalsOff = 'no_payout_provider' | null;

export const withdrawalsOffError = () =>
  new AppError(
    'withdrawals_off',
    'Withdrawals are off: payouts go to PayPal, and this installation has no PayPal account',
  );

/**
 * The user's mail of a withdrawal's new status (and a live push), committed with it through the
 * outbox: an operator's decision with its reason, or PayPal's answer with PayPal's.
 */
export async function tellWithdrawalDecided(
  trx: Transaction<Database>,
  row: WithdrawalRow,
  reason: string | null,
  reversed = false,
): Promise<void> {
  await new OutboxRepository(trx).add({
    type: 'withdrawal.decided',
    payload: {
      withdrawalId: row.id,
      userId: row.user_id,
      status: row.status as DecidedWithdrawalStatus,
      ...(reversed ? { reversed: true } : {}),
      amount: formatMicros(BigInt(row.amount)),
      reason,
    },
  });
}

/** A payout key: PayPal's sender_batch_id, random so a restored database never reuses one. */
export const newPayoutKey = () => `ww_${randomBytes(16).toString('hex')}`;

export interface WithdrawalServiceOptions {
  withdrawalsOff: WithdrawalsOff;
}

/**
 * Withdrawals (docs/product.md#withdrawals): a request holds the amount at once (wallet →
 * withdrawals_held, so the balance shown drops); an operator approves or rejects it (the hold goes
 * back), and marks an approved one paid (the hold settles into withdrawals_paid).
 */
export class WithdrawalService {
  private readonly deps: WalletFlowDeps;
  private readonly options: WithdrawalServiceOptions;

  constructor(deps: WalletFlowDeps, options: WithdrawalServiceOptions = { withdrawalsOff: null }) {
    this.deps = deps;
    this.options = options;
  }

  get withdrawalsOff(): WithdrawalsOff {
    return this.options.withdrawalsOff;
  }

  /**
   * Holds the amount for a payout to the account's PayPal destination. `destinationInput` sets
   * the destination when the account has none yet (it is then remembered and mailed about);
   * otherwise it must be the remembered one: changing it is `PayoutDestinationService.change`.
   */
  async request(
    user: UserRow,
    amountInput: unknown,
    destinationInput?: unknown,
  ): Promise<WithdrawalRow> {
    const { db, ledger, changed } = this.deps;
    if (this.options.withdrawalsOff) throw withdrawalsOffError();
    const amount = parseWithdrawalAmount(amountInput);
    const asked = destinationInput === undefined ? undefined : parsePayPalEmail(destinationInput);
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
        const destination = await this.destinationFor(trx, user.id, asked);
        const hold = await ledger.move(trx, {
          kind: 'withdrawal_hold',
          wallet,
          amount: -amount,
          counterpart: 'withdrawals_held',
        });
        const created = await withdrawals.create(user.id, amount, hold, destination);
        await new OutboxRepository(trx).add({
          type: 'withdrawal.requested',
          payload: { withdrawalId: created.id, userId: user.id },
        });
        return created;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'withdrawals_one_in_process')) throw inProcess();
        throw error;
      });
    await changed(user.id);
    return withdrawal;
  }

  /** The remembered destination (set now from `asked` when there is none), checked. */
  private async destinationFor(
    trx: Transaction<Database>,
    userId: string,
    asked: string | undefined,
  ): Promise<string> {
    const destinations = new PayoutDestinationRepository(trx);
    const remembered = await destinations.lock(userId);
    if (!remembered) {
      if (!asked) {
        throw new AppError(
          'payout_destination_required',
          'Give the e-mail address of the PayPal account to pay',
        );
      }
      const saved = await destinations.save(userId, asked, null);
      await new OutboxRepository(trx).add({
        type: 'payout_destination.changed',
        payload: { userId, changedAt: saved.changed_at.toISOString() },
      });
      return asked;
    }
    if (asked && asked !== remembered.paypal_email) {
      throw new AppError(
        'payout_destination_mismatch',
        'This is not your PayPal account on file: change it first (with your password)',
      );
    }
    if (remembered.withdrawals_held_until && remembered.withdrawals_held_until > new Date()) {
      throw new AppError(
        'payout_destination_held',
        `Your PayPal account changed recently: withdrawals open again at ${remembered.withdrawals_held_until.toISOString()}`,
      );
    }
    return remembered.paypal_email;
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
      const status = nextWithdrawalStatus(
        withdrawal.status,
        decision,
        withdrawal.payout_requested_at !== null,
      );
      if (decision === 'pay') return this.requestPayout(trx, withdrawal, by);
      const settled = await this.settle(trx, withdrawal, status);
      await new AdminAuditRepository(trx).record({
        operator_id: by.operatorId,
        action: `withdrawal.${decision}`,
        record_type: 'withdrawal',
        record_id: withdrawal.id,
        before: { status: withdrawal.status },
        after: { status: settled.status, ...(reason ? { reason } : {}) },
      });
      await tellWithdrawalDecided(trx, settled, reason);
      return settled;
    });
    await changed(decided.user_id);
    return decided;
  }

  /**
   * "Pay": the request gets its random payout key and the payout job is queued with the
   * commit (through the outbox); it stays approved until PayPal answers.
   */
  private async requestPayout(
    trx: Transaction<Database>,
    withdrawal: WithdrawalRow,
    by: OperatorAct,
  ): Promise<WithdrawalRow> {
    if (this.options.withdrawalsOff) throw withdrawalsOffError();
    if (!withdrawal.destination_email) {
      throw new AppError(
        'conflict',
        'This request has no PayPal destination: pay it by other means and mark it paid',
      );
    }
    const sent = await new WithdrawalRepository(trx).requestPayout(withdrawal.id, newPayoutKey());
    await new AdminAuditRepository(trx).record({
      operator_id: by.operatorId,
      action: 'withdrawal.pay',
      record_type: 'withdrawal',
      record_id: withdrawal.id,
      before: { status: withdrawal.status },
      after: { status: sent.status, destination: sent.destination_email },
    });
    await new OutboxRepository(trx).add({
      type: 'withdrawal.payout_requested',
      payload: { withdrawalId: sent.id },
    });
    return sent;
  }

  private async settle(
    trx: Transaction<Database>,
    withdrawal: WithdrawalRow,
    status: WithdrawalStatus,
  ): Promise<WithdrawalRow> {
    const withdrawals = new WithdrawalRepository(trx);
    const held = { userId: withdrawal.user_id, amount: BigInt(withdrawal.amount) };
    if (status === 'rejected' || status === 'paid') {
      const how = status === 'rejected' ? 'released' : 'paid';
      const settled = await this.deps.ledger.settleWithdrawal(trx, held, how);
      return withdrawals.setStatus(withdrawal.id, status, settled);
    }
    return withdrawals.setStatus(withdrawal.id, status);
  }
}
