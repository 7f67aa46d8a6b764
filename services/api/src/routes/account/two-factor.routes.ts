import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnableTwoFactorBody,
  FactorProofBody,
  TwoFactorChangedDto,
} from '@wishwall/contracts/account.dto';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/request-language.ts';
import type { AccountService } from '../../services/account.service.ts';
import type { SessionFactory } from '../../services/session.factory.ts';
import { AccountErrors } from './account-schemas.ts';

/**
 * Turning codes by e-mail at sign-in on and off (off needs a current second factor,
 * docs/decisions/0047-authenticator-apps.md). Signing in with a code is in the session routes,
 * proving it again for an operator's money action in the step-up routes.
 */
export const twoFactorRoutes: FastifyPluginAsyncTypebox<{
  accounts: AccountService;
  sessions: SessionFactory;
}> = async (app, { accounts, sessions }) => {
  const twoFactorChanged = async (
    request: Parameters<typeof requestLanguage>[0],
    { user, token }: { user: UserRow; token: string },
  ) => ok({ user: await sessions.userDto(user, requestLanguage(request)), token });

  app.post(
    '/enable-two-factor',
    {
      schema: {
        tags: ['account'],
        summary: 'Turn two-factor on with the mailed code; every other session is signed out',
        body: EnableTwoFactorBody,
        response: { 200: Envelope(TwoFactorChangedDto), ...AccountErrors },
      },
    },
    async (request) =>
      twoFactorChanged(
        request,
        await accounts.enableTwoFactor(request.currentUser, request.user, request.body.code),
      ),
  );

  app.post(
    '/disable-two-factor',
    {
      schema: {
        tags: ['account'],
        summary:
          'Turn codes by e-mail off, with a current second factor; every other session is ' +
          'signed out',
        body: FactorProofBody,
        response: { 200: Envelope(TwoFactorChangedDto), ...AccountErrors, 403: ErrorEnvelope },
      },
    },
    async (request) =>
      twoFactorChanged(
        request,
        await accounts.disableTwoFactor(request.currentUser, request.user, request.body),
      ),
  );
};
