import Stripe from 'stripe';
import { AppError } from '@wishwall/contracts/app-error';
import { WISH_PRICE } from '@wishwall/domain/wish-price';
import type {
  Checkout,
  CheckoutRequest,
  Confirmation,
  PaymentProvider,
  Refund,
  RefundRequest,
} from './payment-provider.ts';

export interface StripeSettings {
  secretKey: string;
  /** Another API origin (a local stand-in in tests); unset: api.stripe.com. */
  apiBase: string | undefined;
}

/** A Stripe client on the configured API origin. */
export function createStripeClient({ secretKey, apiBase }: StripeSettings): Stripe {
  if (!apiBase) return new Stripe(secretKey, { maxNetworkRetries: 2 });
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  });
}

const processingFailed = (error: unknown) =>
  new AppError('error_processing_payment', 'The card payment provider could not be reached', {
    cause: error,
  });

/** Card payments through Stripe Checkout (docs/product.md#payments). */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly capturesOnConfirm = false;
  private readonly stripe: Stripe;

  constructor(stripe: Stripe) {
    this.stripe = stripe;
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const session = await this.stripe.checkout.sessions
      .create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: WISH_PRICE.currency,
                unit_amount: WISH_PRICE.amountCents,
                product_data: { name: 'Publish your wish on Wishwall' },
              },
            },
          ],
          metadata: { wish_id: request.wishId, user_id: request.userId },
          client_reference_id: request.wishId,
          locale: request.language,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A network retry of this create returns the same session instead of a second one.
        { idempotencyKey: `create-${request.wishId}-${request.attempt}` },
      )
      .catch((error: unknown) => {
        throw processingFailed(error);
      });
    if (!session.url) throw processingFailed(new Error(`session ${session.id} has no url`));
    return { reference: session.id, redirectUrl: session.url };
  }

  async confirm(reference: string): Promise<Confirmation> {
    const session = await this.stripe.checkout.sessions
      .retrieve(reference)
      .catch((error: unknown) => {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
          throw new AppError('invalid_order', 'Unknown checkout session', { cause: error });
        }
        throw processingFailed(error);
      });
    return {
      state: stateOf(session),
      amountCents: session.amount_total ?? 0,
      currency: session.currency ?? '',
      wishId: session.metadata?.['wish_id'],
      userId: session.metadata?.['user_id'],
      captureId: idOf(session.payment_intent),
    };
  }

  async refund({ paymentId, captureId }: RefundRequest): Promise<Refund> {
    if (!captureId) throw processingFailed(new Error(`payment ${paymentId} has no intent`));
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: captureId, reason: 'duplicate' },
        { idempotencyKey: `refund-${paymentId}` },
      );
      return { reference: refund.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') {
        return { reference: null };
      }
      throw processingFailed(error);
    }
  }

  async expire(reference: string): Promise<boolean> {
    try {
      await this.stripe.checkout.sessions.expire(reference);
      return true;
    } catch (error) {
      // Stripe refuses to expire a session that is no longer open: paid or expired already.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
      throw processingFailed(error);
    }
  }
}

const idOf = (value: string | { id: string } | null) =>
  (typeof value === 'string' ? value : value?.id) ?? undefined;

function stateOf(session: Stripe.Checkout.Session): Confirmation['state'] {
  // `no_payment_required` never counts: a wish is published only for money received.
  if (session.payment_status === 'paid') return 'paid';
  if (session.status === 'expired') return 'expired';
  return 'unpaid';
}
