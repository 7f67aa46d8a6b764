import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { StepUpDto, StepUpPasskeyBody, StepUpVerifyBody } from '@wishwall/contracts/account.dto';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import { ok } from '../http/envelope.ts';
import { perUser, RATE_LIMITS } from '../plugins/rate-limits.ts';
import type { AuthenticatorService } from '../services/authenticator.service.ts';
import type { PasskeyService } from '../services/passkey.service.ts';
import type { TwoFactorService } from '../services/two-factor.service.ts';

const Errors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  429: ErrorEnvelope,
};

/**
 * A fresh second factor for the signed-in session (docs/decisions/0036-operator-sessions.md):
 * an operator's money action answered 401 `step_up_required`, the console asks for the
 * authenticator app's code (operators need one, docs/decisions/0047-authenticator-apps.md) or
 * the code these calls mail, checks it and retries with the token the second one returns. The code is
 * bound to the session that asked for it; the token is that session's, re-issued with the
 * factor in its `amr` and `auth_time` now.
 */
export const stepUpRoutes: FastifyPluginAsyncTypebox<{
  twoFactor: TwoFactorService;
  authenticator: AuthenticatorService;
  passkeys: PasskeyService;
}> = async (app, { twoFactor, authenticator, passkeys }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/step-up',
    {
      config: { rateLimit: perUser(RATE_LIMITS.stepUp) },
      schema: {
        tags: ['account'],
        summary: 'Mail a code to confirm it is you (replaces a step-up code sent before)',
        response: { 200: Envelope(Type.Null()), ...Errors },
      },
    },
    async (request) => {
      await twoFactor.startStepUp(request.currentUser, request.user.jti);
      return ok(null, 'code_sent');
    },
  );

  app.post(
    '/step-up/verify',
    {
      config: { rateLimit: RATE_LIMITS.twoFactor },
      schema: {
        tags: ['account'],
        summary:
          'Check the step-up code (mailed, or the authenticator app’s with factor totp): ' +
          'this session’s token, with a fresh second factor',
        body: StepUpVerifyBody,
        response: { 200: Envelope(StepUpDto), ...Errors },
      },
    },
    async (request) => {
      const { code, factor = 'email' } = request.body;
      if (factor === 'totp') {
        await authenticator.verifyCode(request.currentUser.id, code);
        return ok({ token: app.tokens.reissue(request.user, { passed: 'otp' }) }, 'stepped_up');
      }
      await twoFactor.verifyStepUp(request.currentUser, request.user.jti, code);
      return ok({ token: app.tokens.reissue(request.user, { passed: 'email_otp' }) }, 'stepped_up');
    },
  );

  app.post(
    '/step-up/passkey',
    {
      config: { rateLimit: RATE_LIMITS.twoFactor },
      schema: {
        tags: ['account'],
        summary:
          'Step up with one of the account’s passkeys, answering POST /v1/passkeys/proof-options: ' +
          'this session’s token, with hwk passed now',
        body: StepUpPasskeyBody,
        response: { 200: Envelope(StepUpDto), ...Errors },
      },
    },
    async (request) => {
      await passkeys.verifyProof(request.currentUser.id, request.user.jti, request.body.assertion);
      return ok({ token: app.tokens.reissue(request.user, { passed: 'hwk' }) }, 'stepped_up');
    },
  );
};
