import type { DbExecutor } from '../database.ts';
import type { OutboxRow } from '../tables/outbox.table.ts';

export interface OutboxJobKey {
  /** The event's `event_id` (a UUID). */
  eventId: string;
  jobName: string;
}

/**
 * Where a job stands in this database: `unknown_event` when the event that started it is not
 * here (a job another database's worker left in a shared Redis, or one of events a restored
 * backup does not hold).
 */
export type OutboxJobState = 'unfinished' | 'completed' | 'unknown_event';

/** An unfinished job with the event it carries. */
export interface UnfinishedOutboxJob {
  jobName: string;
  event: OutboxRow;
}

/** The jobs outbox events started, and which of them finished (decision 0018). */
export class OutboxJobRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** The relay handed these jobs to BullMQ; a job recorded before keeps its record. */
  async recordEnqueued(jobs: readonly OutboxJobKey[], at: Date): Promise<void> {
    if (jobs.length === 0) return;
    await this.db
      .insertInto('outbox_jobs')
      .values(
        jobs.map((job) => ({ event_id: job.eventId, job_name: job.jobName, enqueued_at: at })),
      )
      .onConflict((oc) => oc.columns(['event_id', 'job_name']).doNothing())
      .execute();
  }

  /**
   * Unfinished jobs last handed over before `enqueuedBefore`, of events no older than
   * `eventsSince`, oldest first, locked for this transaction (several sweeps share the work).
   */
  async claimUnfinished(
    enqueuedBefore: Date,
    eventsSince: Date,
    limit: number,
  ): Promise<UnfinishedOutboxJob[]> {
    const rows = await this.db
      .selectFrom('outbox_jobs')
      .innerJoin('outbox', 'outbox.event_id', 'outbox_jobs.event_id')
      .selectAll('outbox')
      .select('outbox_jobs.job_name')
      .where('outbox_jobs.completed_at', 'is', null)
      .where('outbox_jobs.enqueued_at', '<', enqueuedBefore)
      .where('outbox.created_at', '>=', eventsSince)
      .orderBy('outbox_jobs.enqueued_at')
      .limit(limit)
      .forUpdate('outbox_jobs')
      .skipLocked()
      .execute();
    return rows.map(({ job_name, ...event }) => ({ jobName: job_name, event }));
  }

  async markEnqueued(jobs: readonly OutboxJobKey[], at: Date): Promise<void> {
    if (jobs.length === 0) return;
    await this.db
      .updateTable('outbox_jobs')
      .set({ enqueued_at: at })
      .where((eb) =>
        eb.or(
          jobs.map((job) =>
            eb.and([eb('event_id', '=', job.eventId), eb('job_name', '=', job.jobName)]),
          ),
        ),
      )
      .execute();
  }

  async stateOf(job: OutboxJobKey): Promise<OutboxJobState> {
    const row = await this.db
      .selectFrom('outbox')
      .leftJoin('outbox_jobs', (join) =>
        join
          .onRef('outbox_jobs.event_id', '=', 'outbox.event_id')
          .on('outbox_jobs.job_name', '=', job.jobName),
      )
      .select('outbox_jobs.completed_at')
      .where('outbox.event_id', '=', job.eventId)
      .executeTakeFirst();
    if (!row) return 'unknown_event';
    return row.completed_at === null ? 'unfinished' : 'completed';
  }

  /**
   * Records the job finished. The relay writes its hand-over record in the transaction that
   * enqueued the job, so a fast job can finish before that record is committed: this writes
   * the record itself then (waiting on the relay's uncommitted row, if any, through the
   * primary key), and the relay's insert keeps it (`recordEnqueued` does nothing on conflict).
   */
  async markCompleted(job: OutboxJobKey, at: Date): Promise<void> {
    await this.db
      .insertInto('outbox_jobs')
      .values({ event_id: job.eventId, job_name: job.jobName, enqueued_at: at, completed_at: at })
      .onConflict((oc) =>
        oc
          .columns(['event_id', 'job_name'])
          .doUpdateSet({ completed_at: at })
          .where('outbox_jobs.completed_at', 'is', null),
      )
      .execute();
  }

  /** Jobs handed over but not finished (for gauges and tests). */
  async countUnfinished(): Promise<number> {
    const { count } = await this.db
      .selectFrom('outbox_jobs')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('completed_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(count);
  }
}
