import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { CountryDto } from '@wishwall/contracts/account.dto';
import { Envelope } from '@wishwall/contracts/envelope';
import { ok } from '../http/envelope.ts';
import { requestLanguage } from '../http/request-language.ts';
import type { CountryCatalog } from '../services/country-catalog.ts';

/** Reference data and client settings: public and cacheable. */
export const catalogRoutes: FastifyPluginAsyncTypebox<{
  countries: CountryCatalog;
  devAuthEnabled: boolean;
}> = async (app, { countries, devAuthEnabled }) => {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['account'],
        summary: 'Countries with names in the requested language, calling codes and flags',
        querystring: Type.Object({
          country: Type.Optional(Type.String({ maxLength: 100 })),
          lang: Type.Optional(Type.String({ maxLength: 10 })),
        }),
        response: { 200: Envelope(Type.Object({ countries: Type.Array(CountryDto) })) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok({ countries: countries.list(requestLanguage(request), request.query.country) });
    },
  );

  app.get(
    '/app-config',
    {
      schema: {
        tags: ['account'],
        summary: 'Settings the web client needs at start',
        response: { 200: Envelope(Type.Object({ dev_auth_enabled: Type.Boolean() })) },
      },
    },
    async () => ok({ dev_auth_enabled: devAuthEnabled }),
  );
};
