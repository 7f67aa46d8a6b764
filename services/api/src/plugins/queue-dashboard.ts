import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance } from 'fastify';
import { AppError } from '@wishwall/contracts/app-error';
import type { JobQueues } from '@wishwall/events/job-queues';
import { httpStatusOf } from '../http/error-status.ts';
import {
  QUEUE_DASHBOARD_PATH,
  type QueueDashboardSessions,
} from '../security/queue-dashboard-session.ts';
import { errorBody } from './error-handler.ts';

/**
 * bull-board over every BullMQ queue at /admin/queues (retry, promote, remove, clean), its
 * page and its API behind the operator's dashboard cookie.
 */
export async function queueDashboardPlugin(
  app: FastifyInstance,
  { queues, sessions }: { queues: JobQueues; sessions: QueueDashboardSessions },
) {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: [...queues.values()].map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Wishwall queues' } },
  });
  app.addHook('onRequest', async (request, reply) => {
    try {
      await sessions.operator(request.headers.cookie);
    } catch (error) {
      // Answered here: bull-board's routes have their own error handler, which says 500.
      if (!(error instanceof AppError)) throw error;
      return reply.status(httpStatusOf(error.code)).send(errorBody(error.code, error.message));
    }
  });
  await app.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
}
