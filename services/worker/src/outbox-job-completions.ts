import type { Job } from 'bullmq';
import type { Db } from '@wishwall/db/database';
import {
  OutboxJobRepository,
  type OutboxJobKey,
} from '@wishwall/db/repositories/outbox-job.repository';
import { eventIdOfJob, isEventUuid } from '@wishwall/events/event-job-enqueuer';
import type { JobCompletions, JobDisposition } from './job-runner.ts';

/**
 * Completions of the jobs outbox events started, kept in Postgres (decision 0018): a job
 * handed over again after it completed (Redis lost its record, the sweep re-added it) is
 * skipped instead of run twice. Other jobs (repeatable ones) are not tracked.
 *
 * A job of an event this database does not hold fails for good instead of running: its
 * payload's ids would name other rows here (decision 0038). So does a job handed over before
 * events had UUIDs: its event id is a row id that may be another database's; the sweep hands
 * this database's unfinished ones over again under their events' UUIDs.
 */
export class OutboxJobCompletions implements JobCompletions {
  private readonly outboxJobs: OutboxJobRepository;

  constructor(db: Db) {
    this.outboxJobs = new OutboxJobRepository(db);
  }

  async dispositionOf(job: Job): Promise<JobDisposition> {
    const eventId = eventIdOfJob(job.id, job.name);
    if (eventId === undefined) return 'run';
    if (!isEventUuid(eventId)) {
      return {
        fail: `job ${job.id} names outbox row ${eventId}, from before events had UUIDs: not run (this database's unfinished jobs are handed over again under their events' UUIDs)`,
      };
    }
    switch (await this.outboxJobs.stateOf({ eventId, jobName: job.name })) {
      case 'unfinished':
        return 'run';
      case 'completed':
        return 'skip';
      case 'unknown_event':
        return {
          fail: `event ${eventId} of job ${job.id} is not in this database (a job another database left in Redis, or of events a restore removed): not run`,
        };
    }
  }

  async markCompleted(job: Job): Promise<void> {
    const key = keyOf(job);
    if (key) await this.outboxJobs.markCompleted(key, new Date());
  }
}

function keyOf(job: Job): OutboxJobKey | undefined {
  const eventId = eventIdOfJob(job.id, job.name);
  return eventId !== undefined && isEventUuid(eventId) ? { eventId, jobName: job.name } : undefined;
}
