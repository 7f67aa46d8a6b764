import { AppError } from '@wishwall/contracts/app-error';
import type { Language } from '@wishwall/contracts/constants';
import type { Db } from '@wishwall/db/database';
import { PaymentRepository } from '@wishwall/db/repositories/payment.repository';
import type { PaymentRow } from '@wishwall/db/tables/payment.table';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import { WISH_PRICE } from '@wishwall/domain/wish-price';
import { salesClosed, salesOpen } from '@wishwall/core/raffle-sales';
import type { Checkout } from './payment-provider.ts';
import type { CheckoutKind, PaymentProviders } from './payment-providers.ts';

/**
 * Where each provider sends the buyer back: the web's payment pages
 * (docs/product.md#payment-return-pages).
 */
function returnUrls(kind: CheckoutKind, publicUrl: string, language: Language, wishId: string) {
  const base = `${publicUrl}/${language}/payment`;
  const wish = `wish_id=${encodeURIComponent(wishId)}`;
  return {
    // Stripe replaces the placeholder with the session id; PayPal appends `token=<order id>`.
    successUrl:
      kind === 'stripe'
        ? `${base}/success?session_id={CHECKOUT_SESSION_ID}&${wish}`
        : `${base}/paypal/success?${wish}`,
    cancelUrl: `${base}/cancel?${wish}`,
  };
}

/** Starts the payment of a user's own unpublished wish with a provider. */
export class CheckoutService {
  private readonly db: Db;
  private readonly providers: PaymentProviders;
  private readonly publicUrl: string;

  constructor(db: Db, providers: PaymentProviders, publicUrl: string) {
    this.db = db;
    this.providers = providers;
    this.publicUrl = publicUrl;
  }

  async start(
    kind: CheckoutKind,
    userId: string,
    wishId: string,
    language: Language,
  ): Promise<Checkout> {
    const wishes = new WishRepository(this.db);
    const wish = await wishes.findById(wishId);
    // Someone else's wish is reported missing, as elsewhere: ids are not a way to probe.
    if (!wish || wish.user_id !== userId) {
      throw new AppError('wish_not_found', `Wish ${wishId} not found`);
    }
    if (wish.status === 'published') {
      throw new AppError('wish_already_published', 'This wish is already published');
    }
    if (await wishes.hasPublished(userId)) {
      throw new AppError('user_already_has_published_wish', 'User already has a published wish');
    }
    // No checkout between a round's close and the next round (decision 0044).
    if (!(await salesOpen(this.db))) throw salesClosed();
    const payments = new PaymentRepository(this.db);
    const provider = this.providers.forCheckout(kind);
    const checkout = await provider.createCheckout({
      wishId,
      userId,
      language,
      attempt: (await payments.countForWish(wishId)) + 1,
      ...returnUrls(kind, this.publicUrl, language, wishId),
    });
    // Recorded before the browser leaves, so every later confirmation finds it.
    const payment = await payments.create({
      user_id: userId,
      wish_id: wishId,
      provider: provider.name,
      reference: checkout.reference,
      amount_cents: WISH_PRICE.amountCents,
      currency: WISH_PRICE.currency,
    });
    await this.expireOthers(payment);
    return checkout;
  }

  /**
   * The buyer chose this checkout: the wish's earlier ones are closed where the provider
   * allows it, so they can't be paid too. Best effort: one that can't be closed (PayPal, a
   * provider error, already paid) stays pending, and never pays a second time: a PayPal order
   * is not captured once the wish is published, other money is refunded
   * (docs/decisions/0015-duplicate-payments-and-refunds.md).
   */
  private async expireOthers(current: PaymentRow): Promise<void> {
    const payments = new PaymentRepository(this.db);
    const others = await payments.listPendingForWish(current.wish_id, current.id);
    await Promise.allSettled(
      others.map(async (payment) => {
        const provider = this.providers.byName(payment.provider);
        if (await provider.expire?.(payment.reference)) {
          await payments.markUnpaid(payment.id, 'expired');
        }
      }),
    );
  }
}
