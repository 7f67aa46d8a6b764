import type { Db } from '@wishwall/db/database';
import { PaymentRepository } from '@wishwall/db/repositories/payment.repository';
import type { PaymentFulfilment } from './payment-fulfilment.service.ts';

/** A browser gets this long to come back and confirm before the job looks at a checkout. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
/** Checkouts still unpaid after this long are given up (Stripe's longest session lifetime). */
export const EXPIRE_AFTER_MS = 24 * 3600_000;
const BATCH = 100;

export interface ReconcileReport {
  checked: number;
  published: number;
  expired: number;
  /** Checkouts whose provider could not be asked; they stay pending for the next run. */
  errors: unknown[];
}

/**
 * Settles pending payments nobody confirmed (a closed tab, a lost redirect, a missed
 * webhook): publishes the paid ones and expires the abandoned ones.
 */
export class PaymentReconciler {
  private readonly db: Db;
  private readonly fulfilment: PaymentFulfilment;

  constructor(db: Db, fulfilment: PaymentFulfilment) {
    this.db = db;
    this.fulfilment = fulfilment;
  }

  async reconcile(now = new Date()): Promise<ReconcileReport> {
    const payments = new PaymentRepository(this.db);
    const pending = await payments.listPendingBefore(
      new Date(now.getTime() - RECONCILE_AFTER_MS),
      BATCH,
    );
    const report: ReconcileReport = { checked: 0, published: 0, expired: 0, errors: [] };
    for (const payment of pending) {
      report.checked += 1;
      try {
        const settlement = await this.fulfilment.settle(payment);
        if (settlement.status === 'paid' && settlement.publishedNow) report.published += 1;
        if (settlement.status === 'expired') report.expired += 1;
        const abandoned = now.getTime() - payment.created_at.getTime() > EXPIRE_AFTER_MS;
        if (settlement.status === 'unpaid' && abandoned) {
          if (await payments.markUnpaid(payment.id, 'expired')) report.expired += 1;
        }
      } catch (error) {
        report.errors.push(error);
      }
    }
    return report;
  }
}
