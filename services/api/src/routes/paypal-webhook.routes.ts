import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import type { PayoutService } from '@wishwall/payments/payout.service';
import { ok } from '../http/envelope.ts';

/**
 * PayPal's webhook for payout items (PAYMENT.PAYOUTS-ITEM.*, docs/product.md#withdrawals): each
 * event is verified with PayPal, then the item is read from PayPal again and applied.
 */
export const paypalWebhookRoutes: FastifyPluginAsyncTypebox<{
  payouts: PayoutService;
  webhookId: string | undefined;
}> = async (app, { payouts, webhookId }) => {
  app.post(
    '/paypal/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'PayPal events about payout items: claimed, paid, failed, returned, reversed',
        hide: true,
        // The event as PayPal sent it (verified with PayPal as a whole, so kept whole).
        body: Type.Record(Type.String(), Type.Unknown()),
        response: {
          200: Envelope(Type.Null()),
          400: ErrorEnvelope,
          502: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      await payouts.handleWebhook(request.headers, request.body, webhookId);
      return ok(null, 'received');
    },
  );
};
