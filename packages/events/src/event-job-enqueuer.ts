import type { DomainEventEnvelope, DomainEventType } from '@wishwall/contracts/domain-events';
import type { QueueName } from '@wishwall/contracts/queues';
import type { JobQueues } from './job-queues.ts';

/** Jobs each event type starts; a type that starts none may be left out. */
export type EventJobs = { readonly [T in DomainEventType]?: readonly string[] };

/** BullMQ rejects purely numeric custom ids, and the outbox ids are numbers. */
export function jobIdFor(event: DomainEventEnvelope, jobName: string): string {
  return `event-${event.id}-${jobName}`;
}

/**
 * Enqueues the jobs an event starts, with the event id in the job id: BullMQ ignores a job
 * whose id it already holds, so a relay that hands the same event over twice starts its jobs
 * once (handlers stay idempotent anyway: delivery is at least once).
 */
export function createEventJobEnqueuer(
  queues: JobQueues,
  jobsForEvent: EventJobs,
  queueForJob: (jobName: string) => QueueName,
) {
  return async (event: DomainEventEnvelope): Promise<void> => {
    for (const jobName of jobsForEvent[event.type] ?? []) {
      const queue = queues.get(queueForJob(jobName));
      if (!queue) throw new Error(`no queue "${queueForJob(jobName)}" for job "${jobName}"`);
      await queue.add(jobName, event, { jobId: jobIdFor(event, jobName) });
    }
  };
}
export type EventJobEnqueuer = ReturnType<typeof createEventJobEnqueuer>;
