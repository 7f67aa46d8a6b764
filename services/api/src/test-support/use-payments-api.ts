import { afterAll, beforeAll } from 'vitest';
import type { Config } from '@wishwall/config/config';
import { PayPalStandIn } from '@wishwall/payments/test-support/paypal-stand-in';
import { StripeStandIn } from '@wishwall/payments/test-support/stripe-stand-in';
import { useTestContext, type TestContext } from '@wishwall/testing/use-test-context';
import { buildApp, type ApiApp } from '../app.ts';
import { ApiClient } from './api-client.ts';

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_secret';

export interface PaymentsTestHandle {
  ctx: TestContext;
  stripe: StripeStandIn;
  paypal: PayPalStandIn;
  /** The API on the real Stripe and PayPal adapters, pointed at the local stand-ins. */
  app: ApiApp;
  api: ApiClient;
  config: Config;
  /** The API without provider keys: the sandbox checkout serves both buttons. */
  sandboxApp: ApiApp;
  sandboxApi: ApiClient;
}

export function usePaymentsApi(): PaymentsTestHandle {
  const handle = {
    ctx: useTestContext(),
    stripe: new StripeStandIn(),
    paypal: new PayPalStandIn(),
  } as PaymentsTestHandle;
  beforeAll(async () => {
    const { ctx, stripe, paypal } = handle;
    await Promise.all([stripe.start(), paypal.start()]);
    handle.config = {
      ...ctx.config,
      payments: {
        stripe: {
          secretKey: 'sk_test_stand_in',
          webhookSecret: STRIPE_WEBHOOK_SECRET,
          apiBase: stripe.url,
        },
        paypal: { clientId: 'client-id', clientSecret: 'client-secret', apiBase: paypal.url },
        sandbox: false,
      },
    };
    handle.app = await buildApp({ config: handle.config, db: ctx.db, redis: ctx.redis });
    handle.api = new ApiClient(handle.app, ctx);
    handle.sandboxApp = await buildApp({ config: ctx.config, db: ctx.db, redis: ctx.redis });
    handle.sandboxApi = new ApiClient(handle.sandboxApp, ctx);
  });
  afterAll(async () => {
    await Promise.all([handle.app?.close(), handle.sandboxApp?.close()]);
    await Promise.all([handle.stripe.close(), handle.paypal.close()]);
  });
  return handle;
}
