import { setTimeout as sleep } from 'node:timers/promises';
import { UnrecoverableError, Worker, type ConnectionOptions, type Job } from 'bullmq';
import type { QueueName } from '@wishwall/contracts/queues';
import type { JobHandlers } from '@wishwall/events/job-registry';
import type { Logger } from 'pino';
import { JobSkipped } from './job-skipped.ts';

/**
 * What becomes of a job before its handler: it runs; it is skipped, having completed before;
 * or it fails for good with the reason given, since running it would act on the wrong data.
 */
export type JobDisposition = 'run' | 'skip' | { fail: string };

/** Where a job's success is recorded, so a job handed over again after it is not re-run. */
export interface JobCompletions {
  dispositionOf(job: Job): Promise<JobDisposition>;
  markCompleted(job: Job): Promise<void>;
}

/**
 * A job that did its work but could not record it would run again and repeat its effect (a
 * mail sent twice) when a connection is cut at that moment; the record is an idempotent
 * write, so it is tried again a few times (about 1.5 s in all) before the job is failed.
 */
const COMPLETION_ATTEMPTS = 5;
const COMPLETION_RETRY_MS = 100;

async function recordCompletion(completions: JobCompletions, job: Job): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await completions.markCompleted(job);
      return;
    } catch (error) {
      if (attempt >= COMPLETION_ATTEMPTS) throw error;
      await sleep(COMPLETION_RETRY_MS * attempt);
    }
  }
}

export interface JobRunnerOptions<Payloads> {
  handlers: JobHandlers<Payloads>;
  queueOf: { readonly [Name in keyof Payloads]: QueueName };
  connection: ConnectionOptions;
  prefix: string;
  logger: Logger;
  completions: JobCompletions;
  /** Called for each job a handler skipped (`JobSkipped`), with the job's name. */
  onSkipped?: (jobName: string) => void;
  concurrency?: number;
}

/** What a skipped job returns: BullMQ keeps it, so the dashboard shows why. */
export interface SkippedJobResult {
  skipped: string;
}

/** One BullMQ worker per queue that has jobs, dispatching each job to its handler by name. */
export function startJobWorkers<Payloads>(options: JobRunnerOptions<Payloads>): Worker[] {
  const { handlers, queueOf, connection, prefix, logger, completions, onSkipped } = options;
  const { concurrency = 4 } = options;
  const namesByQueue = new Map<QueueName, string[]>();
  for (const name of Object.keys(handlers)) {
    const queue = queueOf[name as keyof Payloads];
    namesByQueue.set(queue, [...(namesByQueue.get(queue) ?? []), name]);
  }
  return [...namesByQueue.keys()].map((queue) => {
    const worker = new Worker(
      queue,
      async (job) => {
        const handle = (handlers as Record<string, (p: unknown, j: unknown) => Promise<void>>)[
          job.name
        ];
        // A job nobody handles would fail the same way on every retry.
        if (!handle) throw new UnrecoverableError(`no handler for job "${job.name}"`);
        const disposition = await completions.dispositionOf(job);
        if (disposition === 'skip') return;
        if (disposition !== 'run') throw new UnrecoverableError(disposition.fail);
        const skipped = await handle(job.data, job).then(
          () => undefined,
          (error: unknown) => {
            if (error instanceof JobSkipped) return error.message;
            throw error;
          },
        );
        if (skipped !== undefined) {
          logger.warn(
            { queue, job: job.name, jobId: job.id, reason: skipped },
            'job skipped: Postgres contradicts its payload',
          );
          onSkipped?.(job.name);
        }
        await recordCompletion(completions, job);
        return skipped === undefined ? undefined : ({ skipped } satisfies SkippedJobResult);
      },
      { connection, prefix, concurrency },
    );
    worker.on('failed', (job, error) =>
      logger.warn({ queue, job: job?.name, jobId: job?.id, err: error }, 'job failed'),
    );
    worker.on('error', (error) => logger.error({ queue, err: error }, 'worker error'));
    return worker;
  });
}
