import { afterAll, beforeAll } from 'vitest';
import type { PaymentsConfig } from '@wishwall/config/config';
import { PAYPAL_STAND_IN_WEBHOOK_ID, PayPalStandIn } from './paypal-stand-in.ts';
import { StripeStandIn } from './stripe-stand-in.ts';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret';

export interface ProviderStandIns {
  stripe: StripeStandIn;
  paypal: PayPalStandIn;
  /** Both real adapters pointed at the stand-ins, the sandbox off. */
  payments: PaymentsConfig;
}

/**
 * Local stand-ins of Stripe's and PayPal's APIs for the calling test file, started before its
 * tests and closed after them, and the payments settings that point the adapters at them.
 */
export function useProviderStandIns(): ProviderStandIns {
  const handle = { stripe: new StripeStandIn(), paypal: new PayPalStandIn() } as ProviderStandIns;
  beforeAll(async () => {
    await Promise.all([handle.stripe.start(), handle.paypal.start()]);
    handle.payments = {
      stripe: {
        secretKey: 'sk_test_stand_in',
        webhookSecret: STRIPE_WEBHOOK_SECRET,
        apiBase: handle.stripe.url,
      },
      paypal: {
        clientId: 'client-id',
        clientSecret: 'client-secret',
        apiBase: handle.paypal.url,
        webhookId: PAYPAL_STAND_IN_WEBHOOK_ID,
      },
      sandbox: false,
    };
  });
  afterAll(() => Promise.all([handle.stripe.close(), handle.paypal.close()]));
  return handle;
}
