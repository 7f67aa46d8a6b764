import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  EmailChangeUndoBody,
  PasswordResetBody,
  PasswordResetRequestBody,
} from '@wishwall/contracts/account.dto';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import { ok } from '../http/envelope.ts';
import { RATE_LIMITS } from '../plugins/rate-limits.ts';
import type { EmailVerificationService } from '../services/email-verification.service.ts';
import type { PasswordResetService } from '../services/password-reset.service.ts';

const Errors = { 400: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope };
const Done = Envelope(Type.Null());

/**
 * Mailed links that act on an account without a session: resetting a forgotten password
 * (docs/product.md#password-reset) and undoing a change of address
 * (docs/product.md#changing-the-e-mail-address). Each ends every session of the account.
 */
export const accountLinkRoutes: FastifyPluginAsyncTypebox<{
  passwordReset: PasswordResetService;
  emailVerification: EmailVerificationService;
}> = async (app, { passwordReset, emailVerification }) => {
  app.post(
    '/password-reset/request',
    {
      config: { rateLimit: RATE_LIMITS.passwordReset, noStore: true },
      schema: {
        tags: ['account'],
        summary:
          'Mail a password reset link to the address, if an account holds it; answered alike ' +
          'either way',
        body: PasswordResetRequestBody,
        response: { 200: Done, ...Errors },
      },
    },
    async (request) => {
      await passwordReset.request(request.body);
      return ok(null, 'password_reset_sent');
    },
  );

  app.post(
    '/password-reset',
    {
      config: { rateLimit: RATE_LIMITS.accountLinks, noStore: true },
      schema: {
        tags: ['account'],
        summary: 'Set a new password with the reset link’s token; every session ends',
        body: PasswordResetBody,
        response: { 200: Done, ...Errors },
      },
    },
    async (request) => {
      const { token, password, password_confirmation } = request.body;
      const { userId } = await passwordReset.reset(token, password, password_confirmation);
      app.forgetSessions(userId);
      return ok(null, 'password_reset');
    },
  );

  app.post(
    '/email-change-undo',
    {
      config: { rateLimit: RATE_LIMITS.accountLinks, noStore: true },
      schema: {
        tags: ['account'],
        summary:
          'Take the account back to the address it left, with the token mailed there; every ' +
          'session ends and a password reset link goes to the address',
        body: EmailChangeUndoBody,
        response: { 200: Done, ...Errors },
      },
    },
    async (request) => {
      const { userId } = await emailVerification.undoChange(request.body.token);
      app.forgetSessions(userId);
      return ok(null, 'email_change_undone');
    },
  );
};
