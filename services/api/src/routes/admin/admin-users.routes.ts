import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AdminUserDto } from '@wishwall/contracts/admin.dto';
import { Envelope } from '@wishwall/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import type { AdminConsoleService } from '../../services/admin-console.service.ts';
import { AdminErrors } from './admin-schemas.ts';

/** The console's users panel: an account looked up by e-mail. */
export const adminUsersRoutes: FastifyPluginAsyncTypebox<{
  console: AdminConsoleService;
}> = async (app, { console: adminConsole }) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'An account by e-mail, with its wallet, wish and referrals',
        querystring: Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) }),
        response: { 200: Envelope(AdminUserDto), ...AdminErrors },
      },
    },
    async (request) => ok(await adminConsole.user(request.query.email)),
  );
};
