import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueName } from '@wishwall/contracts/queues';
import { OutboxJobRepository } from '@wishwall/db/repositories/outbox-job.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import type { OutboxRow } from '@wishwall/db/tables/outbox.table';
import { createEventJobEnqueuer, jobIdFor } from '@wishwall/events/event-job-enqueuer';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { SWEEP_AFTER_MS, sweepBatch } from './outbox-job-sweep.ts';
import { relayBatch, toEnvelope } from './outbox-relay.ts';

const ctx = useTestContext();

/** A job started by `wish.published` here only, so no worker takes it. */
const TEST_JOB = 'test.swept';

let queue: Queue;
let enqueueJobs: ReturnType<typeof createEventJobEnqueuer>;

beforeAll(() => {
  queue = new Queue(QueueName.Rewards, {
    connection: ctx.redis,
    prefix: redisKeys(ctx.redisPrefix).bullPrefix,
  });
  enqueueJobs = createEventJobEnqueuer(
    new Map([[QueueName.Rewards, queue]]),
    { 'wish.published': [TEST_JOB] },
    () => QueueName.Rewards,
  );
});

afterAll(() => queue.close());

/** An event relayed as the worker does, `ageMs` ago; its job then lost by Redis. */
async function relayedAndLost(ageMs: number): Promise<OutboxRow> {
  const event = await new OutboxRepository(ctx.db).add({
    type: 'wish.published',
    payload: { wishId: '1', userId: '1', numberSequence: 1, publishedCount: 1, counterVersion: 1 },
  });
  const stream = new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix));
  await ctx.db.transaction().execute((trx) => relayBatch(trx, { stream, enqueueJobs }));
  const handedOverAt = new Date(Date.now() - ageMs);
  await new OutboxJobRepository(ctx.db).markEnqueued(
    [{ eventId: event.event_id, jobName: TEST_JOB }],
    handedOverAt,
  );
  await (await queue.getJob(jobIdFor(toEnvelope(event), TEST_JOB)))?.remove();
  return event;
}

const inQueue = async (event: OutboxRow) =>
  (await queue.getJob(jobIdFor(toEnvelope(event), TEST_JOB))) !== undefined;

describe('the outbox job sweep', () => {
  it('hands over again the unfinished jobs older than the threshold, and only those', async () => {
    const stale = await relayedAndLost(SWEEP_AFTER_MS + 1000);
    const recent = await relayedAndLost(1000);
    const done = await relayedAndLost(SWEEP_AFTER_MS + 1000);
    await new OutboxJobRepository(ctx.db).markCompleted(
      { eventId: done.event_id, jobName: TEST_JOB },
      new Date(),
    );

    const cutoff = new Date(Date.now() - SWEEP_AFTER_MS);
    expect(await ctx.db.transaction().execute((trx) => sweepBatch(trx, enqueueJobs, cutoff))).toBe(
      1,
    );
    expect([await inQueue(stale), await inQueue(recent), await inQueue(done)]).toEqual([
      true,
      false,
      false,
    ]);
    // Handed over just now: the next periodic sweep leaves it alone.
    expect(await ctx.db.transaction().execute((trx) => sweepBatch(trx, enqueueJobs, cutoff))).toBe(
      0,
    );
  });
});
