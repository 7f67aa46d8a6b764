import type { DomainEventEnvelope, DomainEventType } from '@wishwall/contracts/domain-events';
import type { QueueName } from '@wishwall/contracts/queues';
import type { JobQueues } from './job-queues.ts';

/** Jobs each event type starts; a type that starts none may be left out. */
export type EventJobs = { readonly [T in DomainEventType]?: readonly string[] };

/**
 * A job's id names its event and itself, so BullMQ holds each job of an event once. The
 * event id is a UUID unique on its own (decision 0038): a Redis shared with another
 * database, or kept across a restore of this one, never holds the id of a job still to run.
 */
export function jobIdFor(event: DomainEventEnvelope, jobName: string): string {
  return `event-${event.id}-${jobName}`;
}

/**
 * The id of the outbox event a job was started by, read back from its job id; undefined for
 * other jobs. Jobs handed over before events had UUIDs carry the event's row id (digits).
 */
export function eventIdOfJob(jobId: string | undefined, jobName: string): string | undefined {
  const prefix = 'event-';
  const suffix = `-${jobName}`;
  if (!jobId?.startsWith(prefix) || !jobId.endsWith(suffix)) return undefined;
  const eventId = jobId.slice(prefix.length, -suffix.length);
  return eventId === '' ? undefined : eventId;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `eventId` is an event id of today (a UUID) rather than an outbox row id. */
export function isEventUuid(eventId: string): boolean {
  return UUID.test(eventId);
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
