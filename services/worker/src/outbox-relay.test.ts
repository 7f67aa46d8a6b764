import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueName } from '@wishwall/contracts/queues';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { decodeEvent } from '@wishwall/events/event-codec';
import { createEventJobEnqueuer, jobIdFor } from '@wishwall/events/event-job-enqueuer';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { OutboxRelay, relayBatch, toEnvelope, type RelayTargets } from './outbox-relay.ts';

const ctx = useTestContext();

class Rollback extends Error {}

/** A job started by `wish.published` here only, to watch the relay's queue hand-over. */
const TEST_JOB = 'test.wish-published';

let queue: Queue;
let targets: RelayTargets;

beforeAll(() => {
  const keys = redisKeys(ctx.redisPrefix);
  queue = new Queue(QueueName.Rewards, { connection: ctx.redis, prefix: keys.bullPrefix });
  targets = {
    stream: new EventStreamWriter(ctx.redis, keys),
    enqueueJobs: createEventJobEnqueuer(
      new Map([[QueueName.Rewards, queue]]),
      { 'wish.published': [TEST_JOB] },
      () => QueueName.Rewards,
    ),
  };
});

afterAll(() => queue.close());

async function streamEvents() {
  const entries = await ctx.redis.xrange(redisKeys(ctx.redisPrefix).eventStream, '-', '+');
  return entries.map(([, fields]) => decodeEvent(fields));
}

function addEvent(db = ctx.db, wishId = '1') {
  return new OutboxRepository(db).add({
    type: 'wish.published',
    payload: { wishId, userId: '1', numberSequence: 1, publishedCount: 1, counterVersion: 1 },
  });
}

describe('outbox relay', () => {
  it('never relays an event whose transaction rolled back', async () => {
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await addEvent(trx, 'rolled-back');
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });

    await ctx.db.transaction().execute((trx) => relayBatch(trx, targets));

    expect(
      (await streamEvents()).map((e) =>
        e?.type === 'wish.published' ? e.payload.wishId : undefined,
      ),
    ).not.toContain('rolled-back');
    expect(await queue.getJobCountByTypes('waiting', 'delayed', 'active')).toBe(0);
  });

  it('relays a committed event exactly once, even when a relay dies before marking it', async () => {
    const row = await addEvent(ctx.db, 'committed');
    const event = toEnvelope(row);

    // A relay hands the event to Redis, then dies before its transaction commits.
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        expect(await relayBatch(trx, targets)).toBe(1);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
    expect(await new OutboxRepository(ctx.db).countPending()).toBe(1);

    // The next relay finds the row still pending and hands it over again.
    expect(await ctx.db.transaction().execute((trx) => relayBatch(trx, targets))).toBe(1);
    expect(await ctx.db.transaction().execute((trx) => relayBatch(trx, targets))).toBe(0);

    const relayed = (await streamEvents()).filter((e) => e?.id === event.id);
    expect(relayed).toEqual([event]);
    const jobs = await queue.getJobs(['waiting', 'delayed', 'active']);
    expect(jobs.map((job) => job.id)).toEqual([jobIdFor(event, TEST_JOB)]);
    expect(jobs[0]?.data).toEqual(event);
    expect(await new OutboxRepository(ctx.db).countPending()).toBe(0);
  });

  it('wakes on commit through LISTEN/NOTIFY and shares work between two relays', async () => {
    const relays = [1, 2].map(
      () =>
        new OutboxRelay({
          db: ctx.db,
          databaseUrl: ctx.databaseUrl,
          targets,
          // Long enough that only a notification explains a quick hand-over.
          pollMs: 60_000,
          onError: (error) => {
            throw error;
          },
        }),
    );
    await Promise.all(relays.map((relay) => relay.start()));
    try {
      const rows = await Promise.all(
        Array.from({ length: 30 }, (_, i) => addEvent(ctx.db, `burst-${i}`)),
      );
      await expect
        .poll(() => new OutboxRepository(ctx.db).countPending(), { timeout: 5000 })
        .toBe(0);
      const ids = (await streamEvents()).map((e) => e?.id);
      for (const row of rows) expect(ids.filter((id) => id === row.event_id)).toHaveLength(1);
    } finally {
      await Promise.all(relays.map((relay) => relay.stop()));
    }
  });
});
