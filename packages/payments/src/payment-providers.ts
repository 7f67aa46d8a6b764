import { AppError } from '@wishwall/contracts/app-error';
import type { PaymentsConfig } from '@wishwall/config/config';
import type { Db } from '@wishwall/db/database';
import type { PaymentProviderName } from '@wishwall/db/tables/payment.table';
import type { PaymentProvider } from './payment-provider.ts';
import { PayPalPaymentProvider } from './paypal-payment.provider.ts';
import { SandboxPaymentProvider } from './sandbox-payment.provider.ts';
import { StripeWebhook } from './stripe-webhook.ts';
import { StripePaymentProvider, createStripeClient } from './stripe-payment.provider.ts';

/** The two ways to pay the web offers: card (Stripe) and PayPal. */
export type CheckoutKind = 'stripe' | 'paypal';

/**
 * The configured providers. A kind without keys is served by the local sandbox when it is
 * allowed (never in production, see config), so both buttons work on a fresh machine.
 */
export class PaymentProviders {
  readonly stripe: StripePaymentProvider | undefined;
  readonly paypal: PayPalPaymentProvider | undefined;
  readonly sandbox: SandboxPaymentProvider | undefined;
  /** Set when Stripe and its webhook secret are configured. */
  readonly stripeWebhook: StripeWebhook | undefined;

  constructor(config: PaymentsConfig, db: Db, publicUrl: string) {
    const stripeClient = config.stripe && createStripeClient(config.stripe);
    this.stripe = stripeClient && new StripePaymentProvider(stripeClient);
    this.stripeWebhook =
      stripeClient && config.stripe?.webhookSecret
        ? new StripeWebhook(stripeClient, config.stripe.webhookSecret)
        : undefined;
    this.paypal = config.paypal && new PayPalPaymentProvider(config.paypal);
    this.sandbox = config.sandbox ? new SandboxPaymentProvider(db, publicUrl) : undefined;
  }

  /** The provider a new checkout of this kind goes to. */
  forCheckout(kind: CheckoutKind): PaymentProvider {
    const provider = this[kind] ?? this.sandbox;
    if (!provider) throw unavailable(kind);
    return provider;
  }

  /** The provider that holds an existing checkout, by the name recorded with it. */
  byName(name: PaymentProviderName): PaymentProvider {
    const provider = this[name];
    if (!provider) throw unavailable(name);
    return provider;
  }
}

const unavailable = (name: string) =>
  new AppError('service_unavailable', `The ${name} payment provider is not configured`);
