import type { DomainEventEnvelope, DomainEventType } from '@wishwall/contracts/domain-events';
import type { QueueName } from '@wishwall/contracts/queues';
import type { JobQueues } from './job-queues.ts';

/** Jobs each event type starts; a type that starts none may be left out. */
export type EventJobs = { readonly [T in DomainEventType]?: readonly string[] };

/** BullMQ rejects purely numeric custom ids, and the outbox ids are numbers. */
export function jobIdFor(event: DomainEventEnvelope, jobName: string): string {
  return `event-${event.id}-${jobName}`;
}

/** The outbox event a job was started by, read back from its id; undefined for other jobs. */
export function eventIdOfJob(jobId: string | undefined, jobName: string): string | undefined {
  const match = /^event-([0-9]+)-(.+)$/.exec(jobId ?? '');
  return match?.[2] === jobName ? match[1] : undefined;
}

/**
 * Enqueues the jobs an event starts (or only `jobName` of them, when the sweep hands one over
 * again), with the event id in the job id, and answers their names: BullMQ ignores a job
 * whose id it already holds, so a relay that hands the same event over twice starts its jobs
 * once (handlers stay idempotent anyway: delivery is at least once).
 */
export function createEventJobEnqueuer(
  queues: JobQueues,
  jobsForEvent: EventJobs,
  queueForJob: (jobName: string) => QueueName,
) {
  return async (event: DomainEventEnvelope, jobName?: string): Promise<readonly string[]> => {
    const jobNames = jobName === undefined ? (jobsForEvent[event.type] ?? []) : [jobName];
    for (const name of jobNames) {
      const queue = queues.get(queueForJob(name));
      if (!queue) throw new Error(`no queue "${queueForJob(name)}" for job "${name}"`);
      await queue.add(name, event, { jobId: jobIdFor(event, name) });
    }
    return jobNames;
  };
}
export type EventJobEnqueuer = ReturnType<typeof createEventJobEnqueuer>;
