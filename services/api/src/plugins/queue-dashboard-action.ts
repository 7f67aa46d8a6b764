import type { NewAdminAudit } from '@wishwall/db/tables/admin-audit.table';
import { QUEUE_DASHBOARD_PATH } from '../security/queue-dashboard-session.ts';

/** What of a dashboard request the audit row is made from. */
export interface DashboardRequest {
  method: string;
  routeOptions: { url?: string };
  params: { queueName?: string; jobId?: string; queueStatus?: string; schedulerId?: string };
  body: unknown;
}

const API_PREFIX = `${QUEUE_DASHBOARD_PATH}/api/queues`;

/** The id of the job an "add" created, read from bull-board's answer. */
function addedJobId(payload: unknown): string | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    const id = (JSON.parse(payload) as { job?: { id?: unknown } }).job?.id;
    return id === undefined || id === null ? undefined : String(id);
  } catch {
    return undefined;
  }
}

/**
 * The audit row of a dashboard change that succeeded: the action is named by the route's
 * fixed words (`queue.pause`, `queue.clean`, `queue.job.retry`, `queue.job.update-data`,
 * `queue.job-schedulers.remove`), the record is the job (`<queue>/<job id>`) or the queue
 * (`*` for the actions on every queue), and `after` keeps the request: its parameters and the
 * data an operator sent (a job added or edited), so the trail says exactly what changed.
 */
export function dashboardAction(
  request: DashboardRequest,
  payload: unknown,
): Omit<NewAdminAudit, 'operator_id'> {
  const route = request.routeOptions.url ?? '';
  const { queueName, jobId, queueStatus, schedulerId } = request.params;
  const words = route
    .slice(API_PREFIX.length)
    .split('/')
    .filter((word) => word !== '' && !word.startsWith(':'));
  const job = jobId ?? (words.at(-1) === 'add' ? addedJobId(payload) : undefined);
  const action = `queue.${jobId === undefined ? '' : 'job.'}${words.join('.')}`;
  return {
    action,
    record_type: job === undefined ? 'queue' : 'queue_job',
    record_id: job === undefined ? (queueName ?? '*') : `${queueName}/${job}`,
    after: {
      queue: queueName ?? null,
      job: job ?? null,
      request: `${request.method} ${route}`,
      ...(queueStatus === undefined ? {} : { status: queueStatus }),
      ...(schedulerId === undefined ? {} : { scheduler: schedulerId }),
      ...(request.body === undefined || request.body === null ? {} : { body: request.body }),
    },
  };
}
