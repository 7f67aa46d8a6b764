import type { Job } from 'bullmq';
import type { Db } from '@wishwall/db/database';
import {
  OutboxJobRepository,
  type OutboxJobKey,
} from '@wishwall/db/repositories/outbox-job.repository';
import { eventIdOfJob } from '@wishwall/events/event-job-enqueuer';
import type { JobCompletions } from './job-runner.ts';

/**
 * Completions of the jobs outbox events started, kept in Postgres (decision 0018): a job
 * handed over again after it completed (Redis lost its record, the sweep re-added it) is
 * skipped instead of run twice. Other jobs (repeatable ones) are not tracked.
 */
export class OutboxJobCompletions implements JobCompletions {
  private readonly outboxJobs: OutboxJobRepository;

  constructor(db: Db) {
    this.outboxJobs = new OutboxJobRepository(db);
  }

  async isCompleted(job: Job): Promise<boolean> {
    const key = keyOf(job);
    return key ? this.outboxJobs.isCompleted(key) : false;
  }

  async markCompleted(job: Job): Promise<void> {
    const key = keyOf(job);
    if (key) await this.outboxJobs.markCompleted(key, new Date());
  }
}

function keyOf(job: Job): OutboxJobKey | undefined {
  const eventId = eventIdOfJob(job.id, job.name);
  return eventId === undefined ? undefined : { eventId, jobName: job.name };
}
