import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@wishwall/config/config';
import { JOB_QUEUE, JOBS_FOR_EVENT, QueueName, type JobPayloads } from '@wishwall/contracts/queues';
import type { Db } from '@wishwall/db/database';
import { createEventJobEnqueuer } from '@wishwall/events/event-job-enqueuer';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { closeJobQueues, createJobQueues } from '@wishwall/events/job-queues';
import { buildJobRegistry } from '@wishwall/events/job-registry';
import { redisKeys } from '@wishwall/events/redis-keys';
import { startJobWorkers } from './job-runner.ts';
import { OutboxRelay } from './outbox-relay.ts';

export interface WorkerAppDeps {
  config: Config;
  databaseUrl: string;
  db: Db;
  redis: Redis;
  logger: Logger;
}

export interface WorkerApp {
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The worker's parts: the outbox relay and the BullMQ job workers. */
export function createWorkerApp({
  config,
  databaseUrl,
  db,
  redis,
  logger,
}: WorkerAppDeps): WorkerApp {
  const keys = redisKeys(config.redisPrefix);
  const queues = createJobQueues(Object.values(QueueName), redis, keys.bullPrefix);
  const handlers = buildJobRegistry<JobPayloads>(
    Object.keys(JOB_QUEUE) as (keyof JobPayloads & string)[],
    [],
  );
  const relay = new OutboxRelay({
    db,
    databaseUrl,
    pollMs: config.outboxPollMs,
    targets: {
      stream: new EventStreamWriter(redis, keys),
      enqueueJobs: createEventJobEnqueuer(
        queues,
        JOBS_FOR_EVENT,
        (name) => JOB_QUEUE[name as never],
      ),
    },
    onError: (error) => logger.error({ err: error }, 'outbox relay failed; will retry'),
  });
  let workers: Worker[] = [];

  return {
    async start() {
      workers = startJobWorkers<JobPayloads>({
        handlers,
        queueOf: JOB_QUEUE,
        connection: redis,
        prefix: keys.bullPrefix,
        logger,
      });
      await relay.start();
      logger.info({ jobWorkers: workers.length }, 'worker started');
    },
    async stop() {
      // Stop taking work first, let running jobs finish, then drop the connections.
      await relay.stop();
      await Promise.all(workers.map((worker) => worker.close()));
      await closeJobQueues(queues);
    },
  };
}
