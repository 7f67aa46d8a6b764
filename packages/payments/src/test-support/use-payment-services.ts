import { beforeAll } from 'vitest';
import { PaymentRepository } from '@wishwall/db/repositories/payment.repository';
import type { PaymentProviderName } from '@wishwall/db/tables/payment.table';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { useTestContext, type TestContext } from '@wishwall/testing/use-test-context';
import { CheckoutService } from '../checkout.service.ts';
import { PaymentFulfilment } from '../payment-fulfilment.service.ts';
import { PaymentProviders } from '../payment-providers.ts';
import { PaymentRefunds } from '../payment-refund.service.ts';
import type { PayPalStandIn } from './paypal-stand-in.ts';
import { useProviderStandIns } from './provider-stand-ins.ts';
import type { StripeStandIn } from './stripe-stand-in.ts';

export interface PaymentServices {
  ctx: TestContext;
  stripe: StripeStandIn;
  paypal: PayPalStandIn;
  checkouts: CheckoutService;
  fulfilment: PaymentFulfilment;
  refunds: PaymentRefunds;
  /** A user and their draft wish, ready to pay for. */
  draft(): Promise<{ userId: string; wishId: string }>;
  /** A checkout of the draft, paid on Stripe's page or approved on PayPal's, not confirmed. */
  paidCheckout(kind: 'stripe' | 'paypal', userId: string, wishId: string): Promise<string>;
  paymentOf(
    provider: PaymentProviderName,
    reference: string,
  ): ReturnType<PaymentRepository['findOrThrow']>;
}

/**
 * The payment services of the calling test file on its own database, with both real
 * adapters pointed at the local Stripe and PayPal stand-ins.
 */
export function usePaymentServices(): PaymentServices {
  const standIns = useProviderStandIns();
  const ctx = useTestContext();
  const services = {
    ctx,
    stripe: standIns.stripe,
    paypal: standIns.paypal,
    async draft() {
      const user = await createUser(ctx.db);
      const wish = await createDraftWish(ctx.db, user.id);
      return { userId: user.id, wishId: wish.id };
    },
    async paidCheckout(kind, userId, wishId) {
      const { reference } = await services.checkouts.start(kind, userId, wishId, 'en');
      if (kind === 'stripe') standIns.stripe.pay(reference);
      else standIns.paypal.approve(reference);
      return reference;
    },
    paymentOf: (provider, reference) =>
      new PaymentRepository(ctx.db).findOrThrow(provider, reference),
  } as PaymentServices;
  beforeAll(() => {
    const providers = new PaymentProviders(standIns.payments, ctx.db, ctx.config.publicUrl);
    services.checkouts = new CheckoutService(ctx.db, providers, ctx.config.publicUrl);
    services.fulfilment = new PaymentFulfilment(ctx.db, providers);
    services.refunds = new PaymentRefunds(ctx.db, providers);
  });
  return services;
}
