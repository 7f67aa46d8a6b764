import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SystemPreferencesDto } from '@wishwall/contracts/account.dto';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import type { AccountService } from '../../services/account.service.ts';
import { AccountErrors } from './account-schemas.ts';

const Preferences = Envelope(Type.Object({ system_preferences: SystemPreferencesDto }));

/** The user's settings: mails they agree to, time zone, language. */
export const preferencesRoutes: FastifyPluginAsyncTypebox<{ accounts: AccountService }> = async (
  app,
  { accounts },
) => {
  app.get(
    '/user/system-preferences',
    { schema: { tags: ['account'], response: { 200: Preferences, 401: ErrorEnvelope } } },
    async (request) => ok({ system_preferences: await accounts.preferences(request.currentUser) }),
  );

  app.post(
    '/user/system-preferences',
    {
      schema: {
        tags: ['account'],
        body: SystemPreferencesDto,
        response: { 200: Preferences, ...AccountErrors },
      },
    },
    async (request) =>
      ok({ system_preferences: await accounts.savePreferences(request.currentUser, request.body) }),
  );
};
