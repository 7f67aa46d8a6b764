import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminOverviewDto } from '@wishwall/contracts/admin.dto';
import { Envelope } from '@wishwall/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import type { AdminOverviewService } from '../../services/admin-overview.service.ts';
import { AdminErrors } from './admin-schemas.ts';

/** The console's overview panel: the system's live figures. */
export const adminOverviewRoutes: FastifyPluginAsyncTypebox<{
  overview: AdminOverviewService;
}> = async (app, { overview }) => {
  app.get(
    '/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Live figures: viewers per gateway, reactions/s, queues, outbox and fold lag',
        response: { 200: Envelope(AdminOverviewDto), ...AdminErrors },
      },
    },
    async () => ok(await overview.overview()),
  );
};
