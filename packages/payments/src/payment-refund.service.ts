import type { Db } from '@wishwall/db/database';
import { PaymentRepository } from '@wishwall/db/repositories/payment.repository';
import type { PaymentRow } from '@wishwall/db/tables/payment.table';
import type { PaymentProviders } from './payment-providers.ts';

const REFUNDABLE = new Set<PaymentRow['status']>(['duplicate', 'refund_failed']);

/** The payment a refund job names, as its event described it. */
export interface RefundClaim {
  paymentId: string;
  wishId: string;
  userId: string;
  provider: string;
}

export type RefundResult =
  | { outcome: 'refunded'; payment: PaymentRow; refundReference: string | null }
  | { outcome: 'already_refunded' }
  /** The payment is not a captured duplicate matching the claim: nothing is asked of anyone. */
  | { outcome: 'not_refundable'; reason: string };

/**
 * Gives back payments that were captured but did not publish
 * (docs/decisions/0015-duplicate-payments-and-refunds.md).
 */
export class PaymentRefunds {
  private readonly db: Db;
  private readonly providers: PaymentProviders;

  constructor(db: Db, providers: PaymentProviders) {
    this.db = db;
    this.providers = providers;
  }

  /**
   * Refunds a duplicate payment in full and records it. The claim is checked against the
   * payment's row, never trusted: only a captured duplicate of that wish, user and provider is
   * refunded. The row stays locked while the provider is asked, so a second run of the job
   * waits and then finds it refunded: the provider is asked once, and a run that died midway
   * is repeated under the same idempotency key.
   */
  refund(claim: RefundClaim): Promise<RefundResult> {
    return this.db.transaction().execute(async (trx): Promise<RefundResult> => {
      const payments = new PaymentRepository(trx);
      const payment = await payments.lockById(claim.paymentId);
      if (!payment) return notRefundable(`payment ${claim.paymentId} does not exist`);
      const mismatch = mismatchOf(claim, payment);
      if (mismatch) return notRefundable(mismatch);
      if (payment.status === 'refunded') return { outcome: 'already_refunded' };
      if (!REFUNDABLE.has(payment.status)) {
        return notRefundable(
          `payment ${payment.id} is ${payment.status}, not a captured duplicate`,
        );
      }
      const { reference } = await this.providers.byName(payment.provider).refund({
        paymentId: payment.id,
        reference: payment.reference,
        captureId: payment.capture_id,
      });
      await payments.markRefunded(payment.id, reference, new Date());
      return { outcome: 'refunded', payment, refundReference: reference };
    });
  }

  /** The provider kept refusing: the payment waits for an operator. */
  giveUp(paymentId: string): Promise<void> {
    return new PaymentRepository(this.db).markRefundFailed(paymentId);
  }
}

const notRefundable = (reason: string): RefundResult => ({ outcome: 'not_refundable', reason });

function mismatchOf(claim: RefundClaim, payment: PaymentRow): string | undefined {
  const { id, wish_id: wishId, user_id: userId, provider } = payment;
  if (wishId === claim.wishId && userId === claim.userId && provider === claim.provider) {
    return undefined;
  }
  return `payment ${id} is for wish ${wishId} of user ${userId} through ${provider}`;
}
