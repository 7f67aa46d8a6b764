import { AppError } from '@wishwall/contracts/app-error';
import type { ErrorCode } from '@wishwall/contracts/error-codes';
import type { Language } from '@wishwall/contracts/constants';
import type { WishDto } from '@wishwall/contracts/wish.dto';
import { toWishDto } from '@wishwall/core/wish-dto.mapper';
import type { Db } from '@wishwall/db/database';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { CheckoutService } from '@wishwall/payments/checkout.service';
import { PaymentFulfilment } from '@wishwall/payments/payment-fulfilment.service';
import type { CheckoutKind, PaymentProviders } from '@wishwall/payments/payment-providers';

const SETTLED = new Set<ErrorCode>([
  'user_already_has_published_wish',
  'error_verifying_payment',
  'payment_duplicate',
  'payment_after_close',
]);

/** The payment calls of the web client, and Stripe's webhook. */
export class PaymentService {
  private readonly db: Db;
  private readonly providers: PaymentProviders;
  private readonly checkouts: CheckoutService;
  private readonly fulfilment: PaymentFulfilment;

  constructor(db: Db, providers: PaymentProviders, publicUrl: string) {
    this.db = db;
    this.providers = providers;
    this.checkouts = new CheckoutService(db, providers, publicUrl);
    this.fulfilment = new PaymentFulfilment(db, providers);
  }

  startCheckout(kind: CheckoutKind, user: UserRow, wishId: string, language: Language) {
    return this.checkouts.start(kind, user.id, wishId, language);
  }

  /** The success page's call: publishes the wish once the provider confirms the payment. */
  async verify(
    kind: CheckoutKind,
    user: UserRow,
    reference: string,
    wishId: string,
  ): Promise<WishDto> {
    const provider = this.providers.forCheckout(kind).name;
    const { payment } = await this.fulfilment.fulfil(provider, reference, {
      wishId,
      userId: user.id,
    });
    const row = await new WishRepository(this.db).findPublished(payment.wish_id);
    if (!row) throw new AppError('wish_not_found', `Wish ${payment.wish_id} not found`);
    return toWishDto(row);
  }

  /** Settles what a verified Stripe webhook reports; throws for a bad signature. */
  async handleStripeWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
    const webhook = this.providers.stripeWebhook;
    if (!webhook) throw new AppError('not_found', 'Stripe webhooks are not configured');
    const action = webhook.actionFor(rawBody, signature);
    if (action.kind === 'fulfil') {
      await this.fulfilment.fulfil('stripe', action.reference).catch((error: unknown) => {
        // Settled for good (failed, or unpaid until its async_payment event): acknowledged.
        // Anything else (an unknown session, a provider error) answers non-2xx, so Stripe
        // delivers it again later.
        if (error instanceof AppError && SETTLED.has(error.code)) return;
        throw error;
      });
    } else if (action.kind === 'fail') {
      await this.fulfilment.fail('stripe', action.reference);
    }
  }
}
