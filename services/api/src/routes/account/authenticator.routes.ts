import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import QRCode from 'qrcode';
import {
  AuthenticatorEnabledDto,
  AuthenticatorSetupDto,
  EnableTwoFactorBody,
  FactorProofBody,
  RecoveryCodesDto,
  TwoFactorChangedDto,
} from '@wishwall/contracts/account.dto';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import { perUser, RATE_LIMITS } from '../../plugins/rate-limits.ts';
import type { AccountService } from '../../services/account.service.ts';
import type { AuthenticatorService } from '../../services/authenticator.service.ts';
import type { SessionFactory } from '../../services/session.factory.ts';
import { AccountErrors } from './account-schemas.ts';

const Errors = { ...AccountErrors, 403: ErrorEnvelope };

/** The QR code an app scans: an SVG as a data: URL, made here so the web ships no encoder. */
async function qrCodeOf(otpauthUrl: string): Promise<string> {
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * An authenticator app as a second factor (docs/decisions/0047-authenticator-apps.md): set
 * up, confirm with a first code, renew the recovery codes and turn it off with a current
 * factor. Signing in with it is in the session routes, stepping up in the step-up routes.
 */
export const authenticatorRoutes: FastifyPluginAsyncTypebox<{
  accounts: AccountService;
  authenticator: AuthenticatorService;
  sessions: SessionFactory;
}> = async (app, { accounts, authenticator, sessions }) => {
  app.post(
    '/authenticator-app/setup',
    {
      config: { rateLimit: perUser(RATE_LIMITS.mail) },
      schema: {
        tags: ['account'],
        summary:
          'A new authenticator secret (text, otpauth URI, QR code), replacing one being set up; ' +
          'refused once an app is on',
        response: { 200: Envelope(AuthenticatorSetupDto), ...Errors },
      },
    },
    async (request) => {
      const { secret, otpauthUrl } = await authenticator.begin(request.currentUser);
      return ok({ secret, otpauth_url: otpauthUrl, qr_code: await qrCodeOf(otpauthUrl) });
    },
  );

  app.post(
    '/authenticator-app/enable',
    {
      config: { rateLimit: RATE_LIMITS.twoFactor },
      schema: {
        tags: ['account'],
        summary:
          'Turn the app on with its first code: ten recovery codes, shown this once; every ' +
          'other session is signed out',
        body: EnableTwoFactorBody,
        response: { 200: Envelope(AuthenticatorEnabledDto), ...Errors },
      },
    },
    async (request) => {
      const { user, token, recoveryCodes } = await accounts.enableAuthenticator(
        request.currentUser,
        request.user,
        request.body.code,
      );
      return ok(
        {
          user: await sessions.userDto(user, requestLanguage(request)),
          token,
          recovery_codes: recoveryCodes,
        },
        'authenticator_enabled',
      );
    },
  );

  app.post(
    '/authenticator-app/recovery-codes',
    {
      config: { rateLimit: RATE_LIMITS.twoFactor },
      schema: {
        tags: ['account'],
        summary: 'Ten new recovery codes, with a current second factor; the old ones stop working',
        body: FactorProofBody,
        response: { 200: Envelope(RecoveryCodesDto), ...Errors },
      },
    },
    async (request) => {
      const codes = await accounts.renewRecoveryCodes(
        request.currentUser,
        request.user,
        request.body,
      );
      return ok({ recovery_codes: codes }, 'recovery_codes_renewed');
    },
  );

  app.post(
    '/authenticator-app/disable',
    {
      config: { rateLimit: RATE_LIMITS.twoFactor },
      schema: {
        tags: ['account'],
        summary:
          'Turn the app off (and its recovery codes) with a current second factor; every ' +
          'other session is signed out',
        body: FactorProofBody,
        response: { 200: Envelope(TwoFactorChangedDto), ...Errors },
      },
    },
    async (request) => {
      const { user, token } = await accounts.disableAuthenticator(
        request.currentUser,
        request.user,
        request.body,
      );
      return ok(
        { user: await sessions.userDto(user, requestLanguage(request)), token },
        'authenticator_disabled',
      );
    },
  );
};
