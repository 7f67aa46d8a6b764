import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminOverviewDto, OverviewTicketDto } from '@wishwall/contracts/admin.dto';
import { Envelope } from '@wishwall/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import type { OverviewTickets } from '../../security/overview-tickets.ts';
import type { AdminOverviewService } from '../../services/admin-overview.service.ts';
import { OVERVIEW_SOCKET_PATH } from '../admin-overview-socket.routes.ts';
import { AdminErrors } from './admin-schemas.ts';

/**
 * The console's overview panel: the system's live figures, once (`GET /overview`), or pushed
 * every second over a WebSocket that a single-use ticket opens (`POST /overview/ticket`,
 * docs/decisions/0051-console-live-overview.md).
 */
export const adminOverviewRoutes: FastifyPluginAsyncTypebox<{
  overview: AdminOverviewService;
  tickets: OverviewTickets;
}> = async (app, { overview, tickets }) => {
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

  app.post(
    '/overview/ticket',
    {
      // The socket closes when the second factor grows older than the step-up window: a
      // ticket is only given while it is fresh.
      onRequest: app.requireStepUp,
      schema: {
        tags: ['admin'],
        summary:
          'A single-use ticket (30 s) for the live overview socket, sent as its first message',
        response: { 200: Envelope(OverviewTicketDto), ...AdminErrors },
      },
    },
    async (request) => {
      const { ticket, expiresAt } = await tickets.issue(request.user);
      return ok({ ticket, path: OVERVIEW_SOCKET_PATH, expires_at: expiresAt.toISOString() });
    },
  );
};
