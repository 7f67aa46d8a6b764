import { afterAll, beforeAll } from 'vitest';
import type { Config } from '@wishwall/config/config';
import type { PayPalStandIn } from '@wishwall/payments/test-support/paypal-stand-in';
import { useProviderStandIns } from '@wishwall/payments/test-support/provider-stand-ins';
import type { StripeStandIn } from '@wishwall/payments/test-support/stripe-stand-in';
import { useTestContext, type TestContext } from '@wishwall/testing/use-test-context';
import { buildApp, type ApiApp } from '../app.ts';
import { ApiClient } from './api-client.ts';

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
  const standIns = useProviderStandIns();
  const handle = {
    ctx: useTestContext(),
    stripe: standIns.stripe,
    paypal: standIns.paypal,
  } as PaymentsTestHandle;
  beforeAll(async () => {
    const { ctx } = handle;
    handle.config = { ...ctx.config, payments: standIns.payments };
    handle.app = await buildApp({ config: handle.config, db: ctx.db, redis: ctx.redis });
    handle.api = new ApiClient(handle.app, ctx);
    handle.sandboxApp = await buildApp({ config: ctx.config, db: ctx.db, redis: ctx.redis });
    handle.sandboxApi = new ApiClient(handle.sandboxApp, ctx);
  });
  afterAll(async () => {
    await Promise.all([handle.app?.close(), handle.sandboxApp?.close()]);
  });
  return handle;
}
