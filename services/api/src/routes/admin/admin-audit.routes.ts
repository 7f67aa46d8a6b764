import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditPageDto } from '@wishwall/contracts/admin.dto';
import { Envelope } from '@wishwall/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import type { AdminConsoleService } from '../../services/admin-console.service.ts';
import { AdminErrors, PageQuery } from './admin-schemas.ts';

/** The console's audit panel: every operator action. */
export const adminAuditRoutes: FastifyPluginAsyncTypebox<{
  console: AdminConsoleService;
}> = async (app, { console: adminConsole }) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every operator action, newest first',
        querystring: PageQuery,
        response: { 200: Envelope(AuditPageDto), ...AdminErrors },
      },
    },
    async (request) => ok(await adminConsole.audit(request.query.page)),
  );
};
