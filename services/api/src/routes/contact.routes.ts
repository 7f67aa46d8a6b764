import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ContactBody } from '@wishwall/contracts/contact.dto';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import { ok } from '../http/envelope.ts';
import { requestLanguage } from '../http/request-language.ts';
import { RATE_LIMITS } from '../plugins/rate-limits.ts';
import type { ContactService } from '../services/contact.service.ts';

export const contactRoutes: FastifyPluginAsyncTypebox<{ contact: ContactService }> = async (
  app,
  { contact },
) => {
  app.post(
    '/contact',
    {
      // The contact form shows a 422's field errors (docs/product.md#contact-page).
      config: { rateLimit: RATE_LIMITS.contact, validationStatus: 422 },
      schema: {
        tags: ['pages'],
        summary:
          'Sends a message to the operators; a signed-in sender with a verified address is acknowledged there',
        body: ContactBody,
        response: {
          200: Envelope(Type.Null()),
          400: ErrorEnvelope,
          422: ErrorEnvelope,
          429: ErrorEnvelope,
        },
      },
    },
    async (request) => {
      await contact.send(request.body, {
        language: requestLanguage(request),
        userId: await app.viewerId(request),
      });
      return ok(null, 'message_sent');
    },
  );
};
