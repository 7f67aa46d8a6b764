import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Envelope } from '@wishwall/contracts/envelope';
import { ok } from '../../http/envelope.ts';
import {
  QUEUE_DASHBOARD_PATH,
  type QueueDashboardSessions,
} from '../../security/queue-dashboard-session.ts';
import { AdminErrors } from './admin-schemas.ts';

/** The console's link to the queue dashboard: a cookie that opens it. */
export const adminQueuesSessionRoutes: FastifyPluginAsyncTypebox<{
  queueSessions: QueueDashboardSessions;
}> = async (app, { queueSessions }) => {
  app.post(
    '/queues-session',
    {
      schema: {
        tags: ['admin'],
        summary: 'Opens the queue dashboard: a short-lived cookie for its path only',
        response: { 200: Envelope(Type.Object({ url: Type.String() })), ...AdminErrors },
      },
    },
    async (request, reply) => {
      reply.header('set-cookie', queueSessions.cookieFor(request.user));
      return ok({ url: QUEUE_DASHBOARD_PATH }, 'queue_dashboard_opened');
    },
  );
};
