import { PaymentRepository } from '@wishwall/db/repositories/payment.repository';
import { WallCounterRepository } from '@wishwall/db/repositories/wall-counter.repository';
import type { PaymentProviderName } from '@wishwall/db/tables/payment.table';
import type { ApiClient } from './api-client.ts';
import type { PaymentsTestHandle } from './use-payments-api.ts';

/** The payment calls of the web client, and what the tests read back, for one test file. */
export function paymentCalls(suite: PaymentsTestHandle) {
  const db = () => suite.ctx.db;
  return {
    async userWithDraft(api: ApiClient = suite.api, content = 'Paid wish #hope') {
      const { body } = await api.register();
      const token: string = body.data.token;
      const draft = await api.call('POST', '/v1/wishes/create', { content }, token);
      return {
        token,
        userId: body.data.user.id as string,
        email: body.data.user.email as string,
        wishId: draft.body.data.wish.id as string,
      };
    },
    stripeCheckout: (wishId: string, token: string, api = suite.api) =>
      api.call('POST', '/v1/stripe/create-checkout-session', { wish: wishId }, token),
    stripeVerify: (sessionId: string, wishId: string, token: string, api = suite.api) =>
      api.call(
        'POST',
        '/v1/stripe/verify-and-save-payment',
        { session_id: sessionId, wish_id: wishId },
        token,
      ),
    paypalCheckout: (wishId: string, token: string, api = suite.api) =>
      api.call('POST', '/v1/paypal/create-checkout-session', { wish: wishId }, token),
    paypalVerify: (orderId: string | undefined, wishId: string, token: string, api = suite.api) =>
      api.call(
        'POST',
        '/v1/paypal/verify-and-save-payment',
        { order_id: orderId, wish_id: wishId },
        token,
      ),
    paymentOf: (provider: PaymentProviderName, reference: string) =>
      new PaymentRepository(db()).findOrThrow(provider, reference),
    async wishStatus(id: string) {
      const wish = await db()
        .selectFrom('wishes')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return wish.status;
    },
    publishedCount: async () => (await new WallCounterRepository(db()).get()).published_count,
    eventsFor: async (type: string, wishId: string) =>
      (await suite.api.outboxEvents(type)).filter(
        (row) => (row.payload as { wishId: string }).wishId === wishId,
      ),
  };
}
