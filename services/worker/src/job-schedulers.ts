import { JOB_QUEUE, JOB_SCHEDULES, type JobName } from '@wishwall/contracts/queues';
import type { JobQueues } from '@wishwall/events/job-queues';

/**
 * Creates or updates the scheduler of every repeatable job (`JOB_SCHEDULES`). Run at start and
 * whenever Redis comes back, which may be empty (decision 0018): one schedule per job however
 * many workers upsert it, since BullMQ keys it by id.
 */
export async function upsertJobSchedulers(queues: JobQueues): Promise<void> {
  for (const [name, schedule] of Object.entries(JOB_SCHEDULES)) {
    const queue = queues.get(JOB_QUEUE[name as JobName]);
    if (!queue) throw new Error(`no queue "${JOB_QUEUE[name as JobName]}" for job "${name}"`);
    await queue.upsertJobScheduler(name, { every: schedule.everyMs }, { name, data: {} });
  }
}
