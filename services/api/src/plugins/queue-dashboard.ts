import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@wishwall/contracts/app-error';
import type { ErrorCode } from '@wishwall/contracts/error-codes';
import { QueueName } from '@wishwall/contracts/queues';
import type { Db } from '@wishwall/db/database';
import { AdminAuditRepository } from '@wishwall/db/repositories/admin-audit.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import type { JobQueues } from '@wishwall/events/job-queues';
import { httpStatusOf } from '../http/error-status.ts';
import { queueDashboardRefusalPage } from '../http/queue-dashboard-refusal.page.ts';
import { requestLanguage } from '../http/request-language.ts';
import { isSameOrigin } from '../http/same-origin.ts';
import {
  QUEUE_DASHBOARD_PATH,
  type QueueDashboardSessions,
} from '../security/queue-dashboard-session.ts';
import { dashboardAction, type DashboardRequest } from './queue-dashboard-action.ts';
import { errorBody } from './error-handler.ts';

/**
 * The queues whose jobs move money. A job added, edited or promoted there ran a payment or a
 * reward its handler trusted (decision 0037), so the dashboard only shows them and retries
 * their failed jobs.
 */
export const READ_ONLY_QUEUES: ReadonlySet<string> = new Set([
  QueueName.Payments,
  QueueName.Rewards,
]);

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const RETRY_JOB_ROUTE = `${QUEUE_DASHBOARD_PATH}/api/queues/:queueName/:jobId/retry`;
const RETRY_ALL_ROUTE = `${QUEUE_DASHBOARD_PATH}/api/queues/:queueName/retry/:queueStatus`;

/** A browser opening the page itself (not the dashboard's own API calls, which want JSON). */
function wantsPage(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

function refuse(reply: FastifyReply, code: ErrorCode, message: string) {
  return reply.status(httpStatusOf(code)).send(errorBody(code, message));
}

/**
 * bull-board over every BullMQ queue at /admin/queues, its page and its API behind the
 * operator's dashboard cookie. State-changing requests must come from the dashboard's own
 * origin (the cookie is SameSite=Strict too), the money queues are read-only but for
 * retrying a failed job, and every change that succeeds is written to the audit trail.
 */
export async function queueDashboardPlugin(
  app: FastifyInstance,
  {
    queues,
    sessions,
    db,
    publicUrl,
  }: { queues: JobQueues; sessions: QueueDashboardSessions; db: Db; publicUrl: string },
) {
  const publicOrigin = new URL(publicUrl).origin;
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: [...queues.entries()].map(([name, queue]) =>
      READ_ONLY_QUEUES.has(name)
        ? // bull-board ignores allowRetries on a read-only queue (its documentation says so):
          // the retry of a failed job is answered below, before its routes.
          new BullMQAdapter(queue, {
            readOnlyMode: true,
            allowRetries: true,
            description: 'Moves money: read-only; a failed job can be retried (audited)',
          })
        : new BullMQAdapter(queue),
    ),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Wishwall queues' } },
  });

  const operators = new WeakMap<FastifyRequest, UserRow>();
  app.addHook('onRequest', async (request, reply) => {
    let operator: UserRow;
    try {
      operator = await sessions.operator(request.headers.cookie);
    } catch (error) {
      // Answered here: bull-board's routes have their own error handler, which says 500.
      if (!(error instanceof AppError)) throw error;
      if (wantsPage(request)) {
        return reply
          .status(httpStatusOf(error.code))
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            queueDashboardRefusalPage(
              requestLanguage(request),
              error.code === 'unauthorized' ? 'unauthorized' : 'forbidden',
            ),
          );
      }
      return refuse(reply, error.code, error.message);
    }
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOrigin(request, publicOrigin)) {
      return refuse(reply, 'forbidden', 'A change to the queues must come from the dashboard');
    }
    operators.set(request, operator);
    const { queueName } = request.params as DashboardRequest['params'];
    if (queueName === undefined || !READ_ONLY_QUEUES.has(queueName)) return;
    const route = request.routeOptions.url;
    if (route === RETRY_JOB_ROUTE || route === RETRY_ALL_ROUTE) {
      return retryFailed(request, reply);
    }
    return refuse(
      reply,
      'forbidden',
      `The ${queueName} queue moves money: it is read-only, but for retrying a failed job`,
    );
  });

  /** Retries on a read-only queue: failed jobs only, never a completed one (it ran already). */
  async function retryFailed(request: FastifyRequest, reply: FastifyReply) {
    const { queueName, jobId, queueStatus } = request.params as DashboardRequest['params'];
    const queue = queues.get(queueName as QueueName);
    if (!queue) return refuse(reply, 'not_found', `No queue ${queueName}`);
    if (jobId === undefined) {
      if (queueStatus !== 'failed') {
        return refuse(reply, 'forbidden', 'Only failed jobs can be retried on this queue');
      }
      const failed = await queue.getJobCountByTypes('failed');
      await queue.retryJobs({ state: 'failed' });
      return reply.status(200).send({ retried: failed, skipped: 0 });
    }
    const job = await queue.getJob(jobId);
    if (!job) return refuse(reply, 'not_found', `No job ${jobId} in ${queueName}`);
    const state = await job.getState();
    if (state !== 'failed') {
      return refuse(reply, 'conflict', `Only a failed job can be retried; this one is ${state}`);
    }
    await job.retry('failed');
    return reply.status(204).send();
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const operator = operators.get(request);
    if (!operator || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const action = dashboardAction(request as unknown as DashboardRequest, payload);
    try {
      await new AdminAuditRepository(db).record({ operator_id: operator.id, ...action });
    } catch (error) {
      // The change is made (in Redis) and cannot be undone: the log keeps what the trail lacks.
      request.log.error(
        { err: error, alert: 'queue_action_unaudited', operatorId: operator.id, action },
        'queue dashboard action done but not audited',
      );
      throw error;
    }
    return payload;
  });

  await app.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
}
