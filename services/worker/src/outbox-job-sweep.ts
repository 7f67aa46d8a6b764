import type { Db, DbExecutor } from '@wishwall/db/database';
import { OutboxJobRepository } from '@wishwall/db/repositories/outbox-job.repository';
import type { EventJobEnqueuer } from '@wishwall/events/event-job-enqueuer';
import { toEnvelope } from './outbox-relay.ts';

const BATCH_SIZE = 200;
/** A job still unfinished this long after its hand-over is handed over again. */
export const SWEEP_AFTER_MS = 60_000;
const SWEEP_EVERY_MS = 30_000;
/**
 * Events older than this are left to operators: their jobs failed for good (BullMQ keeps
 * failed jobs for a week) rather than being lost, and would only fail again.
 */
const GIVE_UP_AFTER_MS = 24 * 3600_000;

/**
 * Hands one batch of unfinished jobs last handed over before `enqueuedBefore` to BullMQ again,
 * inside `trx`. Safe whatever BullMQ holds: it ignores a job id it still has (waiting,
 * running, retrying or finished), and runs the job again when it lost it (Redis restarted
 * empty); the job runner skips a job whose completion Postgres already has.
 */
export async function sweepBatch(
  trx: DbExecutor,
  enqueueJobs: EventJobEnqueuer,
  enqueuedBefore: Date,
): Promise<number> {
  const outboxJobs = new OutboxJobRepository(trx);
  const jobs = await outboxJobs.claimUnfinished(
    enqueuedBefore,
    new Date(Date.now() - GIVE_UP_AFTER_MS),
    BATCH_SIZE,
  );
  for (const { jobName, event } of jobs) await enqueueJobs(toEnvelope(event), jobName);
  await outboxJobs.markEnqueued(
    jobs.map(({ jobName, event }) => ({ eventId: event.event_id, jobName })),
    new Date(),
  );
  return jobs.length;
}

export interface OutboxJobSweepOptions {
  db: Db;
  enqueueJobs: EventJobEnqueuer;
  onError: (error: unknown) => void;
}

/**
 * Relayed jobs that never completed are handed over again (decision 0018): every 30 s those
 * older than a minute, and all of them when the worker's Redis connection comes back.
 */
export class OutboxJobSweep {
  private readonly options: OutboxJobSweepOptions;
  private timer: NodeJS.Timeout | undefined;
  private last: Promise<void> = Promise.resolve();

  constructor(options: OutboxJobSweepOptions) {
    this.options = options;
  }

  start(): void {
    this.timer = setInterval(() => void this.sweep(SWEEP_AFTER_MS), SWEEP_EVERY_MS);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.last;
  }

  /** Hands over again every unfinished job handed over at least `olderThanMs` ago. */
  sweep(olderThanMs: number): Promise<void> {
    this.last = this.last.then(() => this.drain(new Date(Date.now() - olderThanMs)));
    return this.last;
  }

  private async drain(enqueuedBefore: Date): Promise<void> {
    const { db, enqueueJobs, onError } = this.options;
    try {
      while (
        (await db.transaction().execute((trx) => sweepBatch(trx, enqueueJobs, enqueuedBefore))) ===
        BATCH_SIZE
      );
    } catch (error) {
      onError(error);
    }
  }
}
