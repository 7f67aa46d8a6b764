import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@wishwall/observability/logger';
import { JOB_QUEUE, JOBS_FOR_EVENT, QueueName } from '@wishwall/contracts/queues';
import { OutboxJobRepository } from '@wishwall/db/repositories/outbox-job.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { createRedis } from '@wishwall/events/create-redis';
import { createEventJobEnqueuer, jobIdFor } from '@wishwall/events/event-job-enqueuer';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { closeJobQueues, createJobQueues } from '@wishwall/events/job-queues';
import { redisKeys } from '@wishwall/events/redis-keys';
import { startMailCatcher, type MailCatcher } from '@wishwall/local-infra/mail-catcher';
import { eventually } from '@wishwall/testing/eventually';
import { createUser } from '@wishwall/testing/fixtures';
import { OwnRedis } from '@wishwall/testing/own-redis';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { relayBatch, toEnvelope } from './outbox-relay.ts';
import { createWorkerApp, type WorkerApp } from './worker-app.ts';

// The worker on a Redis of this file's own, which the tests restart empty (as the embedded
// default runs it: without persistence).
const ctx = useTestContext();
let redis: OwnRedis;
let connection: Redis;
let catcher: MailCatcher;
let worker: WorkerApp | undefined;

beforeAll(async () => {
  redis = await OwnRedis.start();
  connection = createRedis(redis.url, 'test-restart-worker');
  connection.on('error', () => {});
  catcher = await startMailCatcher();
});

afterAll(async () => {
  await worker?.stop();
  connection.disconnect();
  await catcher.stop();
  await redis.destroy();
});

const config = () => ({ ...ctx.config, redisUrl: redis.url });

function startWorker(): Promise<void> {
  worker = createWorkerApp({
    config: config(),
    databaseUrl: ctx.databaseUrl,
    smtpUrl: catcher.smtpUrl,
    db: ctx.db,
    redis: connection,
    logger: createLogger(config(), 'worker'),
  });
  return worker.start();
}

async function schedulerIds(): Promise<string[]> {
  const queue = new Queue(QueueName.Payments, {
    connection,
    prefix: redisKeys(ctx.redisPrefix).bullPrefix,
  });
  try {
    return (await queue.getJobSchedulers()).map((scheduler) => scheduler.key).sort();
  } finally {
    await queue.close();
  }
}

async function registeredUser() {
  const user = await createUser(ctx.db);
  const event = await new OutboxRepository(ctx.db).add({
    type: 'user.registered',
    payload: { userId: user.id },
  });
  return { user, event };
}

const welcomesTo = (address: string) =>
  catcher.messages().filter((mail) => mail.to.includes(address)).length;

describe('when Redis restarts empty', () => {
  it('the worker re-creates its job schedulers and keeps running jobs', async () => {
    await startWorker();
    const schedulers = ['payments.close-round', 'payments.payout-poll', 'payments.reconcile'];
    expect(await schedulerIds()).toEqual(schedulers);

    await redis.restart({ empty: true });
    expect(
      await eventually(async () => (await schedulerIds()).length === schedulers.length, 5000),
    ).toBe(true);
    expect(await schedulerIds()).toEqual(schedulers);

    const { user } = await registeredUser();
    await catcher.waitFor((mail) => mail.to.includes(user.email), 10_000);
    await worker?.stop();
    worker = undefined;
  });

  it('a job relayed but never run runs after all, and a completed one never again', async () => {
    const keys = redisKeys(ctx.redisPrefix);
    const queues = createJobQueues(Object.values(QueueName), connection, keys.bullPrefix);
    const enqueueJobs = createEventJobEnqueuer(
      queues,
      JOBS_FOR_EVENT,
      (name) => JOB_QUEUE[name as never],
    );
    // Relayed while no worker runs: the job waits in Redis only.
    const lost = await registeredUser();
    await ctx.db
      .transaction()
      .execute((trx) =>
        relayBatch(trx, { stream: new EventStreamWriter(connection, keys), enqueueJobs }),
      );
    expect(await new OutboxRepository(ctx.db).countPending()).toBe(0);

    await redis.restart({ empty: true });
    await startWorker();
    await catcher.waitFor((mail) => mail.to.includes(lost.user.email), 10_000);
    expect(
      await eventually(
        async () => (await new OutboxJobRepository(ctx.db).countUnfinished()) === 0,
        5000,
      ),
    ).toBe(true);

    // BullMQ forgot the completed job (another empty restart); handed over again, it is skipped.
    await redis.restart({ empty: true });
    await eventually(async () => connection.status === 'ready', 5000);
    const job = await queues.get(QueueName.Mail)?.add('mail.welcome', toEnvelope(lost.event), {
      jobId: jobIdFor(toEnvelope(lost.event), 'mail.welcome'),
    });
    expect(await eventually(async () => (await job?.isCompleted()) === true, 5000)).toBe(true);
    expect(welcomesTo(lost.user.email)).toBe(1);
    await closeJobQueues(queues);
  });
});
