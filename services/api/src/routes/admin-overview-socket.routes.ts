import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '@wishwall/contracts/app-error';
import { isSameOrigin } from '../http/same-origin.ts';
import type { OverviewSockets } from '../services/overview-sockets.ts';

/** The overview socket's path, as the console opens it. */
export const OVERVIEW_SOCKET_PATH = '/v1/admin/overview/live';

/**
 * `GET /v1/admin/overview/live`: the console's live overview, a WebSocket. A browser sends the
 * page's Origin on the upgrade and cannot forge it: another site's page is refused before the
 * upgrade (403), so it cannot even try tickets. The socket is then fed by `OverviewSockets`
 * once its first message carries a ticket (docs/decisions/0051-console-live-overview.md).
 */
export const adminOverviewSocketRoutes: FastifyPluginAsyncTypebox<{
  sockets: OverviewSockets;
  publicUrl: string;
}> = async (app, { sockets, publicUrl }) => {
  const publicOrigin = new URL(publicUrl).origin;
  app.get(
    '/admin/overview/live',
    {
      websocket: true,
      schema: { tags: ['admin'], summary: 'The live overview (WebSocket; first message: ticket)' },
      preValidation: async (request) => {
        if (!isSameOrigin(request, publicOrigin)) {
          throw new AppError('forbidden', 'The live overview opens from the console only');
        }
      },
    },
    (socket) => sockets.accept(socket),
  );
};
