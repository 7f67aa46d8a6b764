import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorEnvelope } from '@wishwall/contracts/envelope';
import type { SandboxPaymentProvider } from '@wishwall/payments/sandbox-payment.provider';
import { sandboxCheckoutPage } from '../http/sandbox-checkout.page.ts';

const Params = Type.Object({ reference: Type.String({ pattern: '^sbx_[0-9a-f]{24}$' }) });

/**
 * The local sandbox's hosted checkout (docs/product.md#payments): a page with Pay and Cancel that
 * redirects back like Stripe or PayPal would. Only registered when the sandbox is enabled.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncTypebox<{
  sandbox: SandboxPaymentProvider;
  publicUrl: string;
}> = async (app, { sandbox, publicUrl }) => {
  // The page's buttons are plain HTML forms; their (empty) bodies carry nothing we read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
  const redirectSchema = {
    tags: ['payments'],
    hide: true,
    params: Params,
    response: { 400: ErrorEnvelope },
  };

  app.get(
    '/sandbox/checkout/:reference',
    {
      schema: {
        ...redirectSchema,
        summary: 'Local test checkout page (sandbox only)',
        response: { 200: Type.String(), 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const checkout = await sandbox.find(request.params.reference);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          // The forms' redirects lead to the web client's origin, which CSP must allow.
          `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(publicUrl).origin}`,
        )
        .send(sandboxCheckoutPage(checkout));
    },
  );

  app.post(
    '/sandbox/checkout/:reference/pay',
    { schema: { ...redirectSchema, summary: 'Pay a local test checkout' } },
    async (request, reply) => reply.redirect(await sandbox.pay(request.params.reference), 303),
  );

  app.post(
    '/sandbox/checkout/:reference/cancel',
    { schema: { ...redirectSchema, summary: 'Cancel a local test checkout' } },
    async (request, reply) => reply.redirect(await sandbox.cancel(request.params.reference), 303),
  );
};
