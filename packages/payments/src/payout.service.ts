import type { Transaction } from 'kysely';
import { AppError } from '@wishwall/contracts/app-error';
import type { WithdrawalStatus } from '@wishwall/contracts/wallet.dto';
import type { LedgerService } from '@wishwall/core/ledger.service';
import type { WalletChanged } from '@wishwall/core/wallet-changed';
import { tellWithdrawalDecided } from '@wishwall/core/withdrawal.service';
import type { Database, Db } from '@wishwall/db/database';
import { WithdrawalRepository } from '@wishwall/db/repositories/withdrawal.repository';
import type { WithdrawalRow } from '@wishwall/db/tables/withdrawal.table';
import { MICROS_PER_USD } from '@wishwall/domain/money';
import { payoutOutcome } from '@wishwall/domain/withdrawal';
import type { PayoutItem, PayoutProvider, PayoutRequest } from './payout-provider.ts';
import { PayPalPayoutProvider } from './paypal-payout.provider.ts';

/** Why a paid payout came back, when PayPal gives no reason of its own. */
const TAKEN_BACK: Record<string, string> = {
  REVERSED: 'PayPal reversed the payout',
  REFUNDED: 'The receiving PayPal account refunded the payout',
};

/** What one run did to a withdrawal. */
export type PayoutResult =
  | { outcome: 'skipped'; reason: string }
  | { outcome: 'mismatch'; item: PayoutItem }
  | { outcome: 'applied'; status: WithdrawalRow['status']; reversed: boolean; item: PayoutItem };

export interface PayoutServiceDeps {
  db: Db;
  ledger: LedgerService;
  changed: WalletChanged;
  provider: PayoutProvider;
  /** Told of a payout PayPal's answer contradicts, or an item status we do not know. */
  alert: (alert: string, fields: Record<string, unknown>) => void;
}

/** Exactly two decimals: withdrawals are whole cents (parseWithdrawalAmount). */
export function payoutAmount(micros: bigint): string {
  const cents = micros / (MICROS_PER_USD / 100n);
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

function payoutRequest(withdrawal: WithdrawalRow): PayoutRequest | undefined {
  if (!withdrawal.payout_key || !withdrawal.destination_email) return undefined;
  return {
    payoutKey: withdrawal.payout_key,
    receiver: withdrawal.destination_email,
    amount: payoutAmount(BigInt(withdrawal.amount)),
    note: 'Your Wishwall withdrawal',
  };
}

/**
 * Sends approved withdrawals to PayPal and applies what PayPal says of them
 * (docs/decisions/0042-payouts-to-paypal.md). Sending is safe to repeat: PayPal pays a payout
 * key once and answers a repeat with the batch it made, and the answer is applied under the
 * withdrawal's lock to a withdrawal still waiting for it, so however often a job runs or is
 * killed, the ledger settles once. An answer whose receiver or amount is not the withdrawal's
 * settles nothing: an operator is alerted.
 */
export class PayoutService {
  private readonly deps: PayoutServiceDeps;
  /** Runs between PayPal's answer and applying it: tests fail or kill the run there. */
  afterProviderAnswer: (() => Promise<void>) | undefined;

  constructor(deps: PayoutServiceDeps) {
    this.deps = deps;
  }

  get providerName(): PayoutProvider['name'] {
    return this.deps.provider.name;
  }

  /** How often the poll reads a paid payout again (the provider's cadence). */
  get paidRecheckEveryMs(): number {
    return this.deps.provider.paidRecheckEveryMs;
  }

  /** The payout job: sends an approved withdrawal an operator said "pay" to. */
  async send(withdrawalId: string): Promise<PayoutResult> {
    const withdrawal = await new WithdrawalRepository(this.deps.db).findById(withdrawalId);
    if (!withdrawal) return { outcome: 'skipped', reason: `withdrawal ${withdrawalId} not found` };
    const request = payoutRequest(withdrawal);
    if (withdrawal.status !== 'approved' || !withdrawal.payout_requested_at || !request) {
      return {
        outcome: 'skipped',
        reason: `withdrawal ${withdrawalId} is ${withdrawal.status}, not approved to pay`,
      };
    }
    const item = await this.deps.provider.send(request);
    await this.afterProviderAnswer?.();
    return this.apply(withdrawalId, item);
  }

  /**
   * Asks PayPal about a payout it still holds (the poll, or a webhook naming it), or sends an
   * approved one whose job gave up; a paid one is asked again only when `paidToo` (a webhook
   * naming it, or the poll's re-read of paid payouts, which is how a reversal is seen).
   */
  async refresh(withdrawalId: string, paidToo = false): Promise<PayoutResult> {
    const withdrawal = await new WithdrawalRepository(this.deps.db).findById(withdrawalId);
    if (!withdrawal) return { outcome: 'skipped', reason: `withdrawal ${withdrawalId} not found` };
    if (withdrawal.status === 'approved') return this.send(withdrawalId);
    const request = payoutRequest(withdrawal);
    const asked = withdrawal.status === 'processing' || (paidToo && withdrawal.status === 'paid');
    if (!asked || !request || !withdrawal.payout_batch_id) {
      return { outcome: 'skipped', reason: `withdrawal ${withdrawalId} is ${withdrawal.status}` };
    }
    const item = await this.deps.provider.item(
      { batchId: withdrawal.payout_batch_id, itemId: withdrawal.payout_item_id },
      request,
    );
    return this.apply(withdrawalId, item);
  }

  /**
   * A PayPal webhook (PAYMENT.PAYOUTS-ITEM.*): verified with PayPal, and even then only a hint.
   * The item it names is asked of PayPal anew and that answer is applied, so a replayed or
   * stale event changes nothing. Other events, and items that are no withdrawal's, are ignored.
   */
  async handleWebhook(
    headers: Record<string, string | string[] | undefined>,
    event: unknown,
    webhookId: string | undefined,
  ): Promise<PayoutResult> {
    const { provider } = this.deps;
    if (!(provider instanceof PayPalPayoutProvider) || !webhookId) {
      throw new AppError('invalid_webhook_signature', 'PayPal webhooks are not set up here');
    }
    if (!(await provider.verifyWebhook(headers, event, webhookId))) {
      throw new AppError('invalid_webhook_signature', 'PayPal did not confirm this event');
    }
    const { event_type: type, resource } = (event ?? {}) as {
      event_type?: unknown;
      resource?: { payout_item_id?: unknown };
    };
    const itemId = resource?.payout_item_id;
    if (typeof type !== 'string' || !type.startsWith('PAYMENT.PAYOUTS-ITEM.')) {
      return { outcome: 'skipped', reason: `event ${String(type)} is not about a payout item` };
    }
    if (typeof itemId !== 'string') return { outcome: 'skipped', reason: 'no payout item' };
    const withdrawal = await new WithdrawalRepository(this.deps.db).findByPayoutItem(itemId);
    if (!withdrawal) return { outcome: 'skipped', reason: `item ${itemId} is no withdrawal's` };
    return this.refresh(withdrawal.id, true);
  }

  /** Our side failed to send: the console shows why; the withdrawal stays approved. */
  async recordError(withdrawalId: string, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    await new WithdrawalRepository(this.deps.db).recordPayoutError(withdrawalId, message);
  }

  /** Applies PayPal's word on the item to the withdrawal, under its lock, once. */
  async apply(withdrawalId: string, item: PayoutItem): Promise<PayoutResult> {
    const { db, changed } = this.deps;
    const result = await db.transaction().execute(async (trx) => {
      const withdrawals = new WithdrawalRepository(trx);
      const withdrawal = await withdrawals.lockById(withdrawalId);
      if (!withdrawal) return { outcome: 'skipped', reason: 'not found' } as const;
      if (item.itemId && !this.matches(withdrawal, item)) {
        const error = `PayPal's payout is not this withdrawal's: ${item.receiver} ${item.amount} ${item.currency}`;
        await withdrawals.recordPayoutError(withdrawal.id, error);
        this.deps.alert('payout_mismatch', { withdrawalId, item });
        return { outcome: 'mismatch', item } as const;
      }
      return this.applyLocked(trx, withdrawal, item);
    });
    if (result.outcome === 'applied' && result.userId) await changed(result.userId);
    if (result.outcome === 'applied') {
      const { status, reversed } = result;
      return { outcome: 'applied', status, reversed, item };
    }
    return result;
  }

  private matches(withdrawal: WithdrawalRow, item: PayoutItem): boolean {
    return (
      item.receiver.toLowerCase() === withdrawal.destination_email?.toLowerCase() &&
      item.amount === payoutAmount(BigInt(withdrawal.amount)) &&
      item.currency === 'USD'
    );
  }

  private async applyLocked(
    trx: Transaction<Database>,
    withdrawal: WithdrawalRow,
    item: PayoutItem,
  ) {
    const { ledger } = this.deps;
    const held = { userId: withdrawal.user_id, amount: BigInt(withdrawal.amount) };
    const outcome = payoutOutcome(item.status);
    const waiting = withdrawal.status === 'approved' || withdrawal.status === 'processing';
    const unchanged = {
      outcome: 'applied',
      status: withdrawal.status,
      reversed: false,
      userId: null,
    } as const;

    let next: {
      status: WithdrawalStatus;
      settle?: string;
      reversal?: string;
      paidAt?: Date;
      nextCheckAt?: Date | null;
    };
    if (withdrawal.status === 'paid' && outcome === 'reversed') {
      if (withdrawal.reversal_transaction_id) return unchanged;
      const memo =
        item.reason ?? TAKEN_BACK[item.status.toUpperCase()] ?? 'PayPal took the payout back';
      next = {
        status: 'paid',
        reversal: await ledger.settleWithdrawal(trx, held, 'reversed', memo),
        // Taken back: nothing is left to ask PayPal.
        nextCheckAt: null,
      };
    } else if (!waiting) {
      // A paid payout read again in a status we do not know might be money taken back in a way
      // PayPal has not named before: an operator looks. Others change nothing.
      if (withdrawal.status === 'paid' && outcome === 'unknown') {
        this.deps.alert('payout_status_unknown', { withdrawalId: withdrawal.id, item });
      }
      return unchanged;
    } else if (outcome === 'paid') {
      // PayPal sends no event when it reverses a paid item: the poll reads it again.
      const paidAt = new Date();
      next = {
        status: 'paid',
        settle: await ledger.settleWithdrawal(trx, held, 'paid'),
        paidAt,
        nextCheckAt: new Date(paidAt.getTime() + this.paidRecheckEveryMs),
      };
    } else if (outcome === 'failed' || outcome === 'reversed') {
      const memo = item.reason ?? `PayPal: ${item.status}`;
      next = {
        status: 'failed',
        settle: await ledger.settleWithdrawal(trx, held, 'released', memo),
      };
    } else {
      // Waiting on PayPal (or a status we do not know): processing, asked again by the poll.
      if (outcome === 'unknown') {
        this.deps.alert('payout_status_unknown', { withdrawalId: withdrawal.id, item });
      }
      next = { status: 'processing' };
    }
    const row = await new WithdrawalRepository(trx).recordPayout(withdrawal.id, {
      status: next.status,
      batchId: item.batchId,
      itemId: item.itemId,
      providerStatus: item.status,
      providerReason: item.reason,
      ...(next.settle ? { settleTransactionId: next.settle } : {}),
      ...(next.reversal ? { reversalTransactionId: next.reversal } : {}),
      ...(next.paidAt ? { paidAt: next.paidAt } : {}),
      ...(next.nextCheckAt !== undefined ? { nextCheckAt: next.nextCheckAt } : {}),
    });
    const reversed = next.reversal !== undefined;
    // Still processing is no news: no second mail, no push.
    if (withdrawal.status === row.status && !reversed) return unchanged;
    const reason = row.status === 'failed' || reversed ? row.provider_reason : null;
    await tellWithdrawalDecided(trx, row, reason, reversed);
    return { outcome: 'applied', status: row.status, reversed, userId: row.user_id } as const;
  }
}
