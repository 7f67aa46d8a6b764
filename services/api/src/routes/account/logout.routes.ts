import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope } from '@wishwall/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import { Done } from './account-schemas.ts';

/** Signing out: this session's token stops working at once. */
export const logoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/logout',
    { schema: { tags: ['account'], response: { 200: Done, 401: ErrorEnvelope } } },
    async (request) => {
      await app.tokens.revoke(request.user);
      return ok(null, 'logged_out');
    },
  );
};
