import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EmailVerificationToUpdateBody } from '@wishwall/contracts/account.dto';
import { ok } from '../../http/envelope.ts';
import { perUser, RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { EmailVerificationService } from '../../services/email-verification.service.ts';
import { AccountErrors, Done } from './account-schemas.ts';

/** The account's e-mail address: a new verification mail, moving to another address. */
export const emailAddressRoutes: FastifyPluginAsyncTypebox<{
  emailVerification: EmailVerificationService;
}> = async (app, { emailVerification }) => {
  app.post(
    '/email-verification-code',
    {
      config: { rateLimit: perUser(RATE_LIMITS.mail) },
      schema: { tags: ['account'], response: { 200: Done, ...AccountErrors } },
    },
    async (request) => {
      await emailVerification.resend(request.currentUser);
      return ok(null, 'verification_sent');
    },
  );

  app.post(
    '/email-verification-to-update',
    {
      config: { rateLimit: perUser(RATE_LIMITS.mail) },
      schema: {
        tags: ['account'],
        summary:
          'Mail a link to a new address (needs the password or a second factor just passed); ' +
          'the account moves there when it is opened',
        body: EmailVerificationToUpdateBody,
        response: { 200: Done, ...AccountErrors },
      },
    },
    async (request) => {
      // Always "sent": whoever holds the address, the answer is the same
      // (docs/product.md#changing-the-e-mail-address).
      await emailVerification.requestChange({
        user: request.currentUser,
        session: request.user,
        email: request.body.email.trim(),
        currentPassword: request.body.current_password,
      });
      return ok(null, 'verification_sent');
    },
  );
};
