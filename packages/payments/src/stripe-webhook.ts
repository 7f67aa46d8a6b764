import type Stripe from 'stripe';
import { AppError } from '@wishwall/contracts/app-error';

/** Stripe's recommended bound on a signature's age, against replayed deliveries. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** What a verified webhook asks of us. */
export type WebhookAction =
  { kind: 'fulfil'; reference: string } | { kind: 'fail'; reference: string } | { kind: 'ignore' };

/** Checks a Stripe webhook delivery and says which checkout it settles. */
export class StripeWebhook {
  private readonly stripe: Stripe;
  private readonly secret: string;

  constructor(stripe: Stripe, secret: string) {
    this.stripe = stripe;
    this.secret = secret;
  }

  /**
   * The signature covers the exact bytes Stripe sent: `rawBody` must be the unparsed request
   * body (a re-serialised JSON object fails, as it should).
   */
  actionFor(rawBody: Buffer, signature: string | undefined): WebhookAction {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        this.secret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new AppError('invalid_webhook_signature', 'Invalid webhook signature', {
        cause: error,
      });
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return ours(event.data.object)
          ? { kind: 'fulfil', reference: event.data.object.id }
          : IGNORE;
      case 'checkout.session.async_payment_failed':
        return ours(event.data.object) ? { kind: 'fail', reference: event.data.object.id } : IGNORE;
      default:
        return IGNORE;
    }
  }
}

const IGNORE: WebhookAction = { kind: 'ignore' };

/** Sessions made by other integrations on the same Stripe account carry no wish. */
const ours = (session: Stripe.Checkout.Session) => Boolean(session.metadata?.['wish_id']);
