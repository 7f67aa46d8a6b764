import type { WithdrawalDecision } from '@wishwall/contracts/admin.dto';
import { AppError } from '@wishwall/contracts/app-error';
import type { WithdrawalStatus } from '@wishwall/contracts/wallet.dto';
import { MICROS_PER_USD, microsOfDecimal, type Micros } from './money.ts';

/**
 * The server's rule (docs/product.md#withdrawals); the input's own minimum of 0.01 is only the
 * form's.
 */
export const WITHDRAWAL_MINIMUM: Micros = 10n * MICROS_PER_USD;

const invalidAmount = () =>
  new AppError(
    'invalid_amount',
    'The amount must be a number greater than 0 with at most 2 decimals',
  );

/**
 * A requested amount: a number or decimal text greater than 0 with at most two decimals.
 * A number is read through its shortest decimal form, so 0.1 + 0.2 is refused, not rounded.
 */
export function parseWithdrawalAmount(input: unknown): Micros {
  const text =
    typeof input === 'number' && Number.isFinite(input)
      ? String(input)
      : typeof input === 'string'
        ? input.trim()
        : '';
  const micros = microsOfDecimal(text, 2);
  if (micros === undefined || micros <= 0n) throw invalidAmount();
  return micros;
}

/** At least the minimum, at most what the wallet holds. */
export function assertWithdrawable(amount: Micros, balance: Micros): void {
  if (amount < WITHDRAWAL_MINIMUM) {
    throw new AppError('withdrawal_minimum', 'Error processing request, minimum 10 USD');
  }
  if (amount > balance) {
    throw new AppError('amount_exceeds_balance', 'The amount exceeds your balance');
  }
}

/** Four eyes: an operator never approves, rejects or pays out their own request. */
export function assertNotOwnWithdrawal(operatorId: string, requesterId: string): void {
  if (operatorId === requesterId) {
    throw new AppError(
      'cannot_decide_own_withdrawal',
      'Another operator has to decide on your own withdrawal',
    );
  }
}

/**
 * The operator's steps: pending → approved | rejected; approved → paid by hand (`mark_paid`,
 * only while it was never sent to PayPal) or sent (`pay`: it stays approved until PayPal
 * answers). Anything else (deciding twice, paying a rejected request, paying twice) is
 * refused, so the held money moves once.
 */
export function nextWithdrawalStatus(
  current: WithdrawalStatus,
  decision: WithdrawalDecision,
  payoutRequested = false,
): WithdrawalStatus {
  if (current === 'pending' && decision === 'approve') return 'approved';
  if (current === 'pending' && decision === 'reject') return 'rejected';
  if (current === 'approved' && !payoutRequested && decision === 'mark_paid') return 'paid';
  if (current === 'approved' && !payoutRequested && decision === 'pay') return 'approved';
  if (current === 'approved' && payoutRequested) {
    throw new AppError('conflict', 'This withdrawal was sent to PayPal already');
  }
  throw new AppError('conflict', `A ${current} withdrawal cannot be given "${decision}"`);
}

/** PayPal's item statuses (docs/decisions/0042-payouts-to-paypal.md) and what each does here. */
export const PAYOUT_ITEM_PAID = ['SUCCESS'] as const;
export const PAYOUT_ITEM_FAILED = ['FAILED', 'RETURNED', 'BLOCKED', 'DENIED'] as const;
export const PAYOUT_ITEM_WAITING = ['PENDING', 'UNCLAIMED', 'ONHOLD', 'NEW'] as const;
/** Money PayPal took back after paying: reversed by PayPal, or refunded by the receiver. */
export const PAYOUT_ITEM_REVERSED = ['REVERSED', 'REFUNDED'] as const;

/**
 * What an item status means for the withdrawal: `paid` settles the hold, `failed` releases it,
 * `processing` waits (polled), `reversed` gives a paid payout back, `unknown` changes nothing
 * (an operator is alerted).
 */
export type PayoutOutcome = 'paid' | 'failed' | 'processing' | 'reversed' | 'unknown';

export function payoutOutcome(itemStatus: string): PayoutOutcome {
  const status = itemStatus.toUpperCase();
  const is = (list: readonly string[]) => list.includes(status);
  if (is(PAYOUT_ITEM_PAID)) return 'paid';
  if (is(PAYOUT_ITEM_FAILED)) return 'failed';
  if (is(PAYOUT_ITEM_WAITING)) return 'processing';
  if (is(PAYOUT_ITEM_REVERSED)) return 'reversed';
  return 'unknown';
}

/**
 * How long after PayPal paid a payout the poll still reads it again: PayPal sends no webhook
 * event for a reversed item, and a receiver can refund a payment up to 180 days after it
 * (docs/decisions/0042-payouts-to-paypal.md, amended).
 */
export const PAID_PAYOUT_RECHECK_WINDOW_MS = 180 * 24 * 3600_000;
/** How often a paid payout is read again within that window: daily, not every poll. */
export const PAID_PAYOUT_RECHECK_EVERY_MS = 24 * 3600_000;

/** A change of destination holds new withdrawals this long (docs/product.md#withdrawals). */
export const DESTINATION_CHANGE_HOLD_MS = 24 * 3600_000;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A PayPal account's e-mail, trimmed and lower-cased; `validation_failed` otherwise. */
export function parsePayPalEmail(input: unknown): string {
  const text = typeof input === 'string' ? input.trim().toLowerCase() : '';
  if (text.length < 3 || text.length > 254 || !EMAIL.test(text)) {
    throw new AppError('validation_failed', 'Give the e-mail address of a PayPal account');
  }
  return text;
}
