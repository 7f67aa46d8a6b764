import type { Transaction } from 'kysely';
import { AppError } from '@wishwall/contracts/app-error';
import { publishIn } from '@wishwall/core/wish-publish.service';
import type { Database, Db } from '@wishwall/db/database';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { PaymentRepository } from '@wishwall/db/repositories/payment.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import type { PaymentProviderName, PaymentRow } from '@wishwall/db/tables/payment.table';
import { isWishPrice } from '@wishwall/domain/wish-price';
import { salesClosed, salesOpen } from '@wishwall/core/raffle-sales';
import type { Confirmation } from './payment-provider.ts';
import type { PaymentProviders } from './payment-providers.ts';

/** How a checkout stands after asking its provider. */
export type Settlement =
  | { status: 'paid'; payment: PaymentRow; publishedNow: boolean }
  | { status: 'unpaid' | 'expired' | 'failed' | 'duplicate'; payment: PaymentRow; error: AppError };

export interface Expected {
  wishId?: string;
  userId?: string;
}

const notPaid = (message: string) => new AppError('error_verifying_payment', message);
const duplicate = (payment: PaymentRow): Settlement => ({
  status: 'duplicate',
  payment,
  error: payment.after_close
    ? new AppError(
        'payment_after_close',
        'The round closed before this payment arrived: it is refunded, and publishing reopens with the next round',
      )
    : new AppError(
        'payment_duplicate',
        'The wish was already published: this payment was not needed and is refunded',
      ),
});
const DUPLICATE_STATUSES = new Set<PaymentRow['status']>([
  'duplicate',
  'refunded',
  'refund_failed',
]);

/**
 * The one way a payment publishes a wish (docs/product.md#payments), shared by the success pages,
 * the Stripe webhook and the reconcile job. Idempotent: however many of them confirm the same
 * checkout at once, one flips it to paid and publishes; the others see it paid. A payment captured
 * for a wish that is already published is recorded as a duplicate and refunded
 * (docs/decisions/0015-duplicate-payments-and-refunds.md).
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
    if (payment.status !== 'pending' && payment.status !== 'expired') {
      return settlementOf(payment, false);
    }
    const provider = this.providers.byName(payment.provider);
    const payments = new PaymentRepository(this.db);
    // Nothing is taken until such a provider captures: an order whose wish needs no payment
    // any more is left uncaptured (the provider voids it) rather than captured and refunded.
    const published = provider.capturesOnConfirm
      ? await publishedAlready(this.db, payment)
      : undefined;
    if (published) {
      if (await payments.markUnpaid(payment.id, 'expired')) {
        return { status: 'expired', payment, error: published };
      }
      // A concurrent confirmation captured it meanwhile: report what that settled.
      return settlementOf(await payments.findOrThrow(payment.provider, payment.reference), false);
    }
    const confirmation = await provider.confirm(payment.reference);
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
    return this.recordCapture(payment, confirmation.captureId ?? null);
  }

  /**
   * Records captured money: it publishes the wish, or, when the wish or another of the user's
   * is published already, it is a duplicate to refund. Either way exactly once per payment.
   */
  private async recordCapture(payment: PaymentRow, captureId: string | null): Promise<Settlement> {
    try {
      const recorded = await this.db.transaction().execute(async (trx) => {
        // The wish's row lock orders this against every other way of publishing it (another
        // payment, a gift): whoever takes it second sees the wish published.
        const wishes = new WishRepository(trx);
        await wishes.lockById(payment.wish_id);
        const status = (await wishes.hasPublished(payment.user_id)) ? 'duplicate' : 'paid';
        return this.markCaptured(trx, payment, status, captureId);
      });
      if (recorded) return settlementOf(recorded, true);
    } catch (error) {
      const code = error instanceof AppError ? error.code : undefined;
      if (code !== 'user_already_has_published_wish' && code !== 'sales_closed') throw error;
      // Another wish of the user was published at the same moment (the database refused the
      // second), or the round closed before the money arrived (decision 0044): everything
      // rolled back, and this payment is refunded the way a duplicate is.
      const afterClose = code === 'sales_closed';
      const recorded = await this.db
        .transaction()
        .execute((trx) => this.markCaptured(trx, payment, 'duplicate', captureId, afterClose));
      if (recorded) return settlementOf(recorded, true);
    }
    // Another confirmation of the same checkout got there first; report what it settled.
    const current = await new PaymentRepository(this.db).findOrThrow(
      payment.provider,
      payment.reference,
    );
    return settlementOf(current, false);
  }

  /** Pending → `status`, with its event; undefined when another caller settled it first. */
  private async markCaptured(
    trx: Transaction<Database>,
    payment: PaymentRow,
    status: 'paid' | 'duplicate',
    captureId: string | null,
    afterClose = false,
  ): Promise<PaymentRow | undefined> {
    const captured = await new PaymentRepository(trx).markCaptured(
      payment.id,
      status,
      captureId,
      new Date(),
      afterClose,
    );
    if (!captured) return undefined;
    if (status === 'paid') await publishIn(trx, captured.wish_id);
    await new OutboxRepository(trx).add({
      type: status === 'paid' ? 'payment.verified' : 'payment.duplicate',
      payload: {
        paymentId: captured.id,
        wishId: captured.wish_id,
        userId: captured.user_id,
        provider: captured.provider,
      },
    });
    return captured;
  }
}

/**
 * Why the payment's user needs to pay no more: the wish, or another of theirs, is published,
 * or the round's sales are closed (nothing would publish).
 */
async function publishedAlready(db: Db, payment: PaymentRow): Promise<AppError | undefined> {
  if (!(await salesOpen(db))) return salesClosed();
  const wishes = new WishRepository(db);
  if (!(await wishes.hasPublished(payment.user_id))) return undefined;
  // Read second: publication is never undone, so a published wish of the user is seen here.
  if ((await wishes.findById(payment.wish_id))?.status === 'published') {
    return new AppError('wish_already_published', 'This wish is already published');
  }
  return new AppError('user_already_has_published_wish', 'User already has a published wish');
}

function settlementOf(payment: PaymentRow, now: boolean): Settlement {
  if (payment.status === 'paid') return { status: 'paid', payment, publishedNow: now };
  if (DUPLICATE_STATUSES.has(payment.status)) return duplicate(payment);
  return { status: 'failed', payment, error: notPaid('This payment failed') };
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
