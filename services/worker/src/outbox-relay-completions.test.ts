import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@wishwall/observability/logger';
import { QueueName } from '@wishwall/contracts/queues';
import { createDb } from '@wishwall/db/create-db';
import type { Db } from '@wishwall/db/database';
import { OutboxJobRepository } from '@wishwall/db/repositories/outbox-job.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { createEventJobEnqueuer } from '@wishwall/events/event-job-enqueuer';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import { eventually } from '@wishwall/testing/eventually';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { startJobWorkers } from './job-runner.ts';
import { OutboxJobCompletions } from './outbox-job-completions.ts';
import { relayBatch } from './outbox-relay.ts';

// A database of this file's own: its deadlock count is this file's alone.
const ctx = useTestContext();

/** A job started by `user.registered` here only, done as soon as a worker takes it. */
const TEST_JOB = 'test.done-at-once';
const ROUNDS = 20;
const EVENTS_PER_ROUND = 40;
/** The connections of the relay and the job completions, told apart in `pg_stat_activity`. */
const APPLICATION = 'relay-completions-test';

async function deadlocks(db: Db): Promise<number> {
  const { rows } = await sql<{ deadlocks: string }>`
    select deadlocks from pg_stat_database where datname = current_database()`.execute(db);
  return Number(rows[0]?.deadlocks);
}

/** A backend counts its deadlocks in its own memory and flushes them, at the latest, on exit. */
async function allExited(db: Db): Promise<boolean> {
  const { rows } = await sql<{ count: string }>`
    select count(*) from pg_stat_activity where application_name = ${APPLICATION}`.execute(db);
  return rows[0]?.count === '0';
}

describe('the outbox relay and job completions', () => {
  it('run concurrently without a Postgres deadlock', { timeout: 120_000 }, async () => {
    const before = await deadlocks(ctx.db);
    const db = createDb({ url: ctx.databaseUrl, poolSize: 12, applicationName: APPLICATION });
    const keys = redisKeys(ctx.redisPrefix);
    const queue = new Queue(QueueName.Rewards, { connection: ctx.redis, prefix: keys.bullPrefix });
    const workers = startJobWorkers<{ [TEST_JOB]: unknown }>({
      handlers: { [TEST_JOB]: async () => {} },
      queueOf: { [TEST_JOB]: QueueName.Rewards },
      connection: ctx.redis,
      prefix: keys.bullPrefix,
      logger: createLogger(ctx.config, 'worker'),
      completions: new OutboxJobCompletions(db),
      concurrency: 8,
    });
    const targets = {
      stream: new EventStreamWriter(ctx.redis, keys),
      enqueueJobs: createEventJobEnqueuer(
        new Map([[QueueName.Rewards, queue]]),
        { 'user.registered': [TEST_JOB] },
        () => QueueName.Rewards,
      ),
    };
    const relayErrors: unknown[] = [];
    const relay = () =>
      db
        .transaction()
        .execute((trx) => relayBatch(trx, targets))
        .catch((error: unknown) => void relayErrors.push(error));
    try {
      await Promise.all(workers.map((worker) => worker.waitUntilReady()));
      for (let round = 0; round < ROUNDS; round++) {
        await Promise.all(
          Array.from({ length: EVENTS_PER_ROUND }, (_, i) =>
            new OutboxRepository(db).add({
              type: 'user.registered',
              payload: { userId: `${round}-${i}` },
            }),
          ),
        );
        // Each batch's first jobs finish while the batch still holds its rows.
        await relay();
      }
      // A batch a deadlock rolled back is relayed again.
      for (let pass = 0; pass < 5 && (await new OutboxRepository(db).countPending()) > 0; pass++)
        await relay();
      expect(
        await eventually(
          async () => (await new OutboxJobRepository(db).countUnfinished()) === 0,
          10_000,
        ),
      ).toBe(true);
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
      await queue.close();
      await db.destroy();
    }
    expect(await eventually(() => allExited(ctx.db), 10_000)).toBe(true);
    expect((await deadlocks(ctx.db)) - before).toBe(0);
    expect(relayErrors).toEqual([]);
  });
});
