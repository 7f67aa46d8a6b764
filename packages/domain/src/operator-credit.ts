import { AppError } from '@wishwall/contracts/app-error';
import { formatMicros, MICROS_PER_USD, microsOfDecimal, type Micros } from './money.ts';

/** The configured bounds of an operator's credit, in whole USD (decision 0037). */
export interface CreditLimits {
  /** Above this, a second operator approves. */
  approvalUsd: number;
  /** No credit is larger. */
  maxUsd: number;
}

/**
 * A credit's amount: decimal text greater than 0 with at most 6 decimals, and at most the
 * configured maximum, which also keeps every balance far below the ledger's bigint columns.
 */
export function parseCreditAmount(text: string, limits: CreditLimits): Micros {
  const micros = microsOfDecimal(text.trim());
  if (micros === undefined || micros <= 0n) {
    throw new AppError('invalid_amount', `"${text}" is not an amount greater than 0`);
  }
  const maximum = BigInt(limits.maxUsd) * MICROS_PER_USD;
  if (micros > maximum) {
    throw new AppError(
      'credit_above_maximum',
      `A credit is at most ${formatMicros(maximum)} USD (CREDIT_MAX_USD)`,
    );
  }
  return micros;
}

/** Above the approval threshold, a credit waits for a second operator. */
export function creditNeedsApproval(amount: Micros, limits: CreditLimits): boolean {
  return amount > BigInt(limits.approvalUsd) * MICROS_PER_USD;
}

/** Four eyes: nobody puts money in their own wallet. */
export function assertNotOwnWallet(operatorId: string, beneficiaryId: string): void {
  if (operatorId === beneficiaryId) {
    throw new AppError('cannot_credit_own_wallet', 'An operator cannot credit their own wallet');
  }
}

/** The second operator is neither the one who asked for the credit nor the one it pays. */
export function assertCanApproveCredit(
  approverId: string,
  request: { requested_by: string; user_id: string },
): void {
  if (approverId === request.requested_by) {
    throw new AppError(
      'cannot_approve_own_credit',
      'Another operator has to approve a credit you asked for',
    );
  }
  assertNotOwnWallet(approverId, request.user_id);
}
