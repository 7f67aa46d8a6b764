import { AppError } from '@wishwall/contracts/app-error';
import { publishIn } from '@wishwall/core/wish-publish.service';
import type { Db } from '@wishwall/db/database';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { PaymentRepository } from '@wishwall/db/repositories/payment.repository';
import type { PaymentProviderName, PaymentRow } from '@wishwall/db/tables/payment.table';
import { isWishPrice } from '@wishwall/domain/wish-price';
import type { Confirmation } from './payment-provider.ts';
import type { PaymentProviders } from './payment-providers.ts';

/** How a checkout stands after asking its provider. */
export type Settlement =
  | { status: 'paid'; payment: PaymentRow; publishedNow: boolean }
  | { status: 'unpaid' | 'expired' | 'failed'; payment: PaymentRow; error: AppError };

export interface Expected {
  wishId?: string;
  userId?: string;
}

const notPaid = (message: string) => new AppError('error_verifying_payment', message);

/**
 * The one way a payment publishes a wish (DESIGN.md §7), shared by the success pages, the
 * Stripe webhook and the reconcile job. Idempotent: however many of them confirm the same
 * checkout at once, one flips it to paid and publishes; the others see it paid.
 */
export class PaymentFulfilment {
  private readonly db: Db;
  private readonly providers: PaymentProviders;

  constructor(db: Db, providers: PaymentProviders) {
    this.db = db;
    this.providers = providers;
  }

  /** Settles the checkout and publishes its wish, or throws why it can't. */
  async fulfil(
    provider: PaymentProviderName,
    reference: string,
    expected: Expected = {},
  ): Promise<Extract<Settlement, { status: 'paid' }>> {
    const payment = await new PaymentRepository(this.db).find(provider, reference);
    if (!payment) throw new AppError('invalid_order', 'Unknown payment');
    if (
      (expected.wishId !== undefined && expected.wishId !== payment.wish_id) ||
      (expected.userId !== undefined && expected.userId !== payment.user_id)
    ) {
      throw notPaid('This payment is not for this wish');
    }
    const settlement = await this.settle(payment);
    if (settlement.status !== 'paid') throw settlement.error;
    return settlement;
  }

  /** Marks a checkout the provider reports failed; a paid one is never touched. */
  async fail(provider: PaymentProviderName, reference: string): Promise<void> {
    const payments = new PaymentRepository(this.db);
    const payment = await payments.find(provider, reference);
    if (payment) await payments.markUnpaid(payment.id, 'failed');
  }

  /** Asks the provider about a checkout and records the answer; throws only on provider errors. */
  async settle(payment: PaymentRow): Promise<Settlement> {
    if (payment.status === 'paid') return { status: 'paid', payment, publishedNow: false };
    if (payment.status === 'failed') {
      return { status: 'failed', payment, error: notPaid('This payment failed') };
    }
    const confirmation = await this.providers.byName(payment.provider).confirm(payment.reference);
    const payments = new PaymentRepository(this.db);
    switch (confirmation.state) {
      case 'unpaid':
        return { status: 'unpaid', payment, error: notPaid('The payment is not complete') };
      case 'expired':
        await payments.markUnpaid(payment.id, 'expired');
        return { status: 'expired', payment, error: notPaid('The checkout expired unpaid') };
      case 'failed':
        await payments.markUnpaid(payment.id, 'failed');
        return { status: 'failed', payment, error: notPaid('The payment failed') };
      case 'paid':
        break;
    }
    const mismatch = mismatchOf(payment, confirmation);
    if (mismatch) {
      // Paid, but not what this checkout asked for: never publish; an operator refunds.
      await payments.markUnpaid(payment.id, 'failed');
      return { status: 'failed', payment, error: notPaid(mismatch) };
    }
    return this.publishPaid(payment);
  }

  private async publishPaid(payment: PaymentRow): Promise<Settlement> {
    try {
      const flipped = await this.db.transaction().execute(async (trx) => {
        const paid = await new PaymentRepository(trx).markPaid(payment.id, new Date());
        if (!paid) return undefined;
        await publishIn(trx, paid.wish_id);
        await new OutboxRepository(trx).add({
          type: 'payment.verified',
          payload: {
            paymentId: paid.id,
            wishId: paid.wish_id,
            userId: paid.user_id,
            provider: paid.provider,
          },
        });
        return paid;
      });
      if (flipped) return { status: 'paid', payment: flipped, publishedNow: true };
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'user_already_has_published_wish')) {
        throw error;
      }
      // The database refused a second published wish and the whole transaction rolled back:
      // the payment can never publish, so it stops being retried (docs/decisions/0011).
      await new PaymentRepository(this.db).markUnpaid(payment.id, 'failed');
      return { status: 'failed', payment, error };
    }
    // Another confirmation of the same checkout got there first; report what it settled.
    const current = await new PaymentRepository(this.db).findOrThrow(
      payment.provider,
      payment.reference,
    );
    if (current.status === 'paid') return { status: 'paid', payment: current, publishedNow: false };
    return { status: 'failed', payment: current, error: notPaid('This payment failed') };
  }
}

function mismatchOf(payment: PaymentRow, confirmation: Confirmation): string | undefined {
  if (!isWishPrice(confirmation.amountCents, confirmation.currency)) {
    return 'The amount paid is not the price of a wish';
  }
  if (confirmation.wishId !== payment.wish_id || confirmation.userId !== payment.user_id) {
    return 'The payment belongs to another wish';
  }
  return undefined;
}
