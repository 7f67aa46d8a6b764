import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '@wishwall/contracts/app-error';
import { QueueName } from '@wishwall/contracts/queues';
import { closeJobQueues, createJobQueues } from '@wishwall/events/job-queues';
import { redisKeys } from '@wishwall/events/redis-keys';
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
  {
    redis,
    redisPrefix,
    sessions,
  }: { redis: Redis; redisPrefix: string; sessions: QueueDashboardSessions },
) {
  const queues = createJobQueues(
    Object.values(QueueName),
    redis,
    redisKeys(redisPrefix).bullPrefix,
  );
  app.addHook('onClose', () => closeJobQueues(queues));
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
