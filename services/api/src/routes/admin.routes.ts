import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AuditPageDto } from '@wishwall/contracts/admin.dto';
import { Envelope, ErrorEnvelope } from '@wishwall/contracts/envelope';
import { ok } from '../http/envelope.ts';
import { operatorOnly } from '../security/operator-only.ts';
import type { AdminConsoleService } from '../services/admin-console.service.ts';

export const AdminErrors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  409: ErrorEnvelope,
  422: ErrorEnvelope,
};
export const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
});

/** The operators' console (`/v1/admin/*`): every call checks the role on the server. */
export const adminRoutes: FastifyPluginAsyncTypebox<{ console: AdminConsoleService }> = async (
  app,
  { console: adminConsole },
) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', operatorOnly);

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
