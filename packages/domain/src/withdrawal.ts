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
 * The operator's steps: pending → approved | rejected, approved → paid. Anything else
 * (deciding twice, paying a rejected request) is refused, so the held money moves once.
 */
export function nextWithdrawalStatus(
  current: WithdrawalStatus,
  decision: WithdrawalDecision,
): WithdrawalStatus {
  if (current === 'pending' && decision === 'approve') return 'approved';
  if (current === 'pending' && decision === 'reject') return 'rejected';
  if (current === 'approved' && decision === 'mark_paid') return 'paid';
  throw new AppError('conflict', `A ${current} withdrawal cannot be given "${decision}"`);
}
