import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  CaptchaDto,
  EmailVerificationProcessBody,
  EmailVerificationResultDto,
  LoginBody,
  LoginResultDto,
  PasskeyLoginBody,
  PasskeyLoginOptionsBody,
  PasskeyOptionsDto,
  RegisterBody,
  RequestTwoFactorBody,
  SessionDto,
  VerifyPasskeyBody,
  VerifyRecoveryCodeBody,
  VerifyTwoFactorBody,
} from '@wishwall/contracts/account.dto';
import { AppError } from '@wishwall/contracts/app-error';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import { ok } from '../http/envelope.ts';
import { requestLanguage } from '../http/request-language.ts';
import { perUserMailLimit, RATE_LIMITS } from '../plugins/rate-limits.ts';
import type { CaptchaService } from '../security/captcha.service.ts';
import type { AuthService } from '../services/auth.service.ts';
import type { EmailVerificationService } from '../services/email-verification.service.ts';
import type { PasskeyService } from '../services/passkey.service.ts';
import type { TwoFactorService } from '../services/two-factor.service.ts';

export interface SessionRoutesOptions {
  auth: AuthService;
  captcha: CaptchaService;
  twoFactor: TwoFactorService;
  emailVerification: EmailVerificationService;
  passkeys: PasskeyService;
}

const Errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope };
const Done = Envelope(Type.Null());

/** Signing up and in: routes anyone may call. */
export const sessionRoutes: FastifyPluginAsyncTypebox<SessionRoutesOptions> = async (
  app,
  { auth, captcha, twoFactor, emailVerification, passkeys },
) => {
  /** The session of the browser calling, if it sends a valid one: the link needs none. */
  const signedInOpener = async (request: FastifyRequest) => {
    if (!request.headers.authorization) return undefined;
    try {
      await app.authenticate(request);
    } catch {
      return undefined;
    }
    return { userId: request.currentUser.id, jti: request.user.jti };
  };
  // Enabling is the one purpose with a signed-in user: its codes count per user as well as
  // per address, like the other mail a signed-in user asks for.
  const enablingCodeLimit = perUserMailLimit(app, 'two-factor-enable');
  app.get(
    '/captcha',
    {
      config: { rateLimit: RATE_LIMITS.captcha, noStore: true },
      schema: { tags: ['account'], response: { 200: Envelope(CaptchaDto), 429: ErrorEnvelope } },
    },
    async () => ok(await captcha.issue()),
  );

  app.post(
    '/register',
    {
      config: { rateLimit: RATE_LIMITS.register, noStore: true },
      schema: {
        tags: ['account'],
        summary: 'Create an account and sign in',
        body: RegisterBody,
        response: { 200: Envelope(SessionDto), ...Errors },
      },
    },
    async (request) =>
      ok(await auth.register(request.body, requestLanguage(request)), 'registered'),
  );

  app.post(
    '/login',
    {
      config: { rateLimit: RATE_LIMITS.login, noStore: true },
      schema: {
        tags: ['account'],
        summary:
          'Sign in; with a second factor on, answers requireCode, the factors offered and no token',
        body: LoginBody,
        response: { 200: Envelope(LoginResultDto), ...Errors },
      },
    },
    async (request) => ok(await auth.login(request.body, request.ip, requestLanguage(request))),
  );

  app.post(
    '/verify-two-factor',
    {
      config: { rateLimit: RATE_LIMITS.twoFactor, noStore: true },
      schema: {
        tags: ['account'],
        summary:
          'Complete a two-factor sign-in with the code from the e-mail, or the authenticator ' +
          'app’s (factor totp)',
        body: VerifyTwoFactorBody,
        response: { 200: Envelope(SessionDto), ...Errors },
      },
    },
    async (request) =>
      ok(
        await auth.verifyLoginCode(
          request.body.two_factor_token,
          request.body.code,
          request.body.factor ?? 'email',
          requestLanguage(request),
        ),
      ),
  );

  app.post(
    '/verify-recovery-code',
    {
      config: { rateLimit: RATE_LIMITS.twoFactor, noStore: true },
      schema: {
        tags: ['account'],
        summary: 'Complete a two-factor sign-in with one of the authenticator app’s recovery codes',
        body: VerifyRecoveryCodeBody,
        response: { 200: Envelope(SessionDto), ...Errors },
      },
    },
    async (request) =>
      ok(
        await auth.verifyRecoveryCode(
          request.body.two_factor_token,
          request.body.recovery_code,
          requestLanguage(request),
        ),
      ),
  );

  app.post(
    '/login/passkey-options',
    {
      config: { rateLimit: RATE_LIMITS.twoFactor, noStore: true },
      schema: {
        tags: ['account'],
        summary:
          'Options for navigator.credentials.get() with the account’s passkeys, for a sign-in ' +
          'waiting for its second factor; the challenge works once, within 5 minutes',
        body: PasskeyLoginOptionsBody,
        response: { 200: Envelope(PasskeyOptionsDto), ...Errors },
      },
    },
    async (request) => ok({ options: await auth.passkeyOptions(request.body.two_factor_token) }),
  );

  app.post(
    '/verify-passkey',
    {
      config: { rateLimit: RATE_LIMITS.twoFactor, noStore: true },
      schema: {
        tags: ['account'],
        summary:
          'Complete a two-factor sign-in with a passkey answering /login/passkey-options ' +
          '(amr pwd and hwk)',
        body: VerifyPasskeyBody,
        response: { 200: Envelope(SessionDto), ...Errors },
      },
    },
    async (request) =>
      ok(
        await auth.verifyPasskey(
          request.body.two_factor_token,
          request.body.assertion,
          requestLanguage(request),
        ),
      ),
  );

  app.post(
    '/passkey-login/options',
    {
      config: { rateLimit: RATE_LIMITS.passkeyLogin, noStore: true },
      schema: {
        tags: ['account'],
        summary:
          'Options to sign in with a passkey alone (discoverable, user verification ' +
          'required); no captcha, limited per client; the challenge works once, within 5 minutes',
        response: { 200: Envelope(PasskeyOptionsDto), 429: ErrorEnvelope },
      },
    },
    async () => ok({ options: await passkeys.passwordlessOptions() }),
  );

  app.post(
    '/passkey-login',
    {
      config: { rateLimit: RATE_LIMITS.passkeyLogin, noStore: true },
      schema: {
        tags: ['account'],
        summary:
          'Sign in with a passkey alone, answering /passkey-login/options: two factors ' +
          '(amr hwk and mfa), so operators may use the session',
        body: PasskeyLoginBody,
        response: { 200: Envelope(SessionDto), ...Errors },
      },
    },
    async (request) =>
      ok(
        await auth.passwordlessLogin(request.body.assertion, requestLanguage(request)),
        'logged_in',
      ),
  );

  app.post(
    '/request-two-factor',
    {
      config: { rateLimit: RATE_LIMITS.twoFactor },
      schema: {
        tags: ['account'],
        summary: 'Send a two-factor code: for a pending sign-in, or to enable two-factor',
        body: RequestTwoFactorBody,
        response: { 200: Done, ...Errors },
      },
    },
    async (request) => {
      const { purpose, two_factor_token: attemptToken } = request.body;
      if (purpose === 'login') {
        if (!attemptToken) throw new AppError('invalid_2fa_code', 'two_factor_token is required');
        await twoFactor.resendLoginCode(attemptToken);
      } else {
        await app.authenticate(request);
        await enablingCodeLimit(request);
        await twoFactor.startEnabling(request.currentUser.id);
      }
      return ok(null, 'code_sent');
    },
  );

  app.post(
    '/email-verification-process',
    {
      config: { rateLimit: RATE_LIMITS.twoFactor },
      schema: {
        tags: ['account'],
        summary:
          'Verify an e-mail address with the token from its link; a new address ends the ' +
          'account’s sessions but the signed-in opener’s, which gets a new token',
        body: EmailVerificationProcessBody,
        response: { 200: Envelope(EmailVerificationResultDto), ...Errors },
      },
    },
    async (request) => {
      const { verification_code: code, email, token } = request.body;
      const secret = token ?? code;
      if (!secret) throw new AppError('invalid_or_expired_token', 'Invalid or expired token');
      const opener = await signedInOpener(request);
      const { outcome, sessionsEnded } = await emailVerification.process(secret, email, opener);
      if (!sessionsEnded) return ok(null, outcome);
      app.forgetSessions(sessionsEnded.userId);
      if (opener?.userId !== sessionsEnded.userId) return ok(null, outcome);
      const { tokenVersion } = sessionsEnded;
      return ok({ token: app.tokens.reissue(request.user, { tokenVersion }) }, outcome);
    },
  );
};
