import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Registry } from 'prom-client';
import type { Logger } from 'pino';
import type { Config } from '@wishwall/config/config';
import { JOB_QUEUE, QueueName, type JobPayloads } from '@wishwall/contracts/queues';
import type { Db } from '@wishwall/db/database';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { closeJobQueues, createJobQueues } from '@wishwall/events/job-queues';
import { redisKeys } from '@wishwall/events/redis-keys';
import { createJobHandlers } from './job-handlers.ts';
import { startJobWorkers } from './job-runner.ts';
import { upsertJobSchedulers } from './job-schedulers.ts';
import { createSmtpMailSender } from './mail/mail-transport.ts';
import { OutboxJobCompletions } from './outbox-job-completions.ts';
import { createOutboxDelivery } from './outbox-delivery.ts';
import { ReactionAggregator } from './reaction-aggregator.ts';
import { settlesWithin } from './settles-within.ts';
import { addFoldMetrics, addSkippedJobMetric, createWorkerMetrics } from './worker-metrics.ts';

export interface WorkerAppDeps {
  config: Config;
  databaseUrl: string;
  /** Where mail goes: SMTP_URL, or the local catcher of `pnpm start` and the tests. */
  smtpUrl: string;
  db: Db;
  redis: Redis;
  logger: Logger;
}

export interface WorkerApp {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Served at the worker's `/metrics`. */
  metrics: Registry;
}

/**
 * The longest stopping waits for running work (jobs, the last fold, a relay batch) before
 * leaving it, within the 10 s that `closeOnSignals` gives the process: a write to Redis waits
 * out an outage (`maxRetriesPerRequest: null`). Work left behind is done again, idempotently:
 * the outbox rows stay pending, a job is handed out again as stalled (decision 0034).
 */
const STOP_GRACE_MS = 7000;

/**
 * The worker's parts: the outbox relay and its sweep, the BullMQ job workers (their handlers in
 * `job-handlers.ts`) and the reaction aggregator.
 */
export function createWorkerApp({
  config,
  databaseUrl,
  smtpUrl,
  db,
  redis,
  logger,
}: WorkerAppDeps): WorkerApp {
  const keys = redisKeys(config.redisPrefix);
  const queues = createJobQueues(Object.values(QueueName), redis, keys.bullPrefix, (error) =>
    logger.debug({ err: error }, 'job queue connection'),
  );
  const stream = new EventStreamWriter(redis, keys);
  const mailer = createSmtpMailSender(smtpUrl, config.mailFrom);
  const handlers = createJobHandlers({ config, db, stream, mailer, logger });
  const metrics = createWorkerMetrics({ db, queues });
  const onSkipped = addSkippedJobMetric(metrics);
  const aggregator = new ReactionAggregator({
    db,
    stream,
    tickMs: config.aggregatorTickMs,
    onFold: addFoldMetrics(metrics),
    onError: (error) => logger.error({ err: error }, 'reaction aggregation failed; will retry'),
  });
  const { relay, sweep } = createOutboxDelivery({
    db,
    databaseUrl,
    pollMs: config.outboxPollMs,
    queues,
    stream,
    logger,
  });
  // Redis may come back empty (decision 0018): its schedulers and unfinished jobs are
  // re-created from what the code and Postgres hold. Both are idempotent.
  const recoverRedisState = () => {
    upsertJobSchedulers(queues).catch((error: unknown) =>
      logger.error({ err: error }, 'job schedulers not restored; will retry on reconnection'),
    );
    void sweep.sweep(0);
  };
  let workers: Worker[] = [];

  return {
    metrics,
    async start() {
      workers = startJobWorkers<JobPayloads>({
        handlers,
        queueOf: JOB_QUEUE,
        connection: redis,
        prefix: keys.bullPrefix,
        logger,
        completions: new OutboxJobCompletions(db),
        onSkipped,
      });
      await relay.start();
      aggregator.start();
      await upsertJobSchedulers(queues);
      // Redis may have restarted empty while no worker ran.
      await sweep.sweep(0);
      sweep.start();
      redis.on('ready', recoverRedisState);
      logger.info({ jobWorkers: workers.length }, 'worker started');
    },
    async stop() {
      // Stop taking work first, let running jobs finish, then drop the connections.
      redis.off('ready', recoverRedisState);
      const graceful = (async () => {
        await relay.stop();
        await sweep.stop();
        await aggregator.stop();
        // Whatever was reacted until now reaches the counts before the process goes.
        await aggregator.foldAll();
        // With Redis unreachable a running job could not be marked done anyway, and BullMQ's
        // graceful close would wait forever for a connection ioredis never ends (closed
        // between reconnection attempts, it emits no 'end'): the workers are closed at once,
        // and BullMQ hands their jobs out again as stalled.
        const force = redis.status !== 'ready';
        await Promise.all(workers.map((worker) => worker.close(force)));
        await closeJobQueues(queues);
      })();
      if (await settlesWithin(graceful, STOP_GRACE_MS)) await graceful;
      else logger.warn({ graceMs: STOP_GRACE_MS }, 'worker stop: running work left behind');
      mailer.close();
    },
  };
}
