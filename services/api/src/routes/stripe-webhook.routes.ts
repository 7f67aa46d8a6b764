import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import { ok } from '../http/envelope.ts';
import type { PaymentService } from '../services/payment.service.ts';

/**
 * Stripe's webhook. Its signature covers the exact bytes sent, so this plugin (encapsulated:
 * no other route is affected) keeps JSON bodies as raw buffers.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncTypebox<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe events: checkout completed, async payment succeeded or failed',
        hide: true,
        response: {
          200: Envelope(Type.Null()),
          400: ErrorEnvelope,
          402: ErrorEnvelope,
          404: ErrorEnvelope,
          502: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await payments.handleStripeWebhook(
        body,
        typeof signature === 'string' ? signature : undefined,
      );
      return ok(null, 'received');
    },
  );
};
