import type { Db } from '@wishwall/db/database';
import { PaymentRepository } from '@wishwall/db/repositories/payment.repository';
import type { PaymentRow } from '@wishwall/db/tables/payment.table';
import type { PaymentProviders } from './payment-providers.ts';

const REFUNDABLE = new Set<PaymentRow['status']>(['duplicate', 'refund_failed']);

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
   * Refunds a duplicate payment in full and records it; undefined when there is nothing to
   * refund (already refunded, or not a duplicate). The payment's row stays locked while the
   * provider is asked, so a second run of the job waits and then finds it refunded: the
   * provider is asked once, and a run that died midway is repeated under the same
   * idempotency key.
   */
  refund(paymentId: string): Promise<RefundedPayment | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const payments = new PaymentRepository(trx);
      const payment = await payments.lockById(paymentId);
      if (!payment || !REFUNDABLE.has(payment.status)) return undefined;
      const { reference } = await this.providers.byName(payment.provider).refund({
        paymentId: payment.id,
        reference: payment.reference,
        captureId: payment.capture_id,
      });
      await payments.markRefunded(payment.id, reference, new Date());
      return { payment, refundReference: reference };
    });
  }

  /** The provider kept refusing: the payment waits for an operator. */
  giveUp(paymentId: string): Promise<void> {
    return new PaymentRepository(this.db).markRefundFailed(paymentId);
  }
}

export interface RefundedPayment {
  payment: PaymentRow;
  refundReference: string | null;
}
