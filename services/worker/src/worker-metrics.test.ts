import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMetrics } from '@wishwall/observability/metrics';
import { QueueName } from '@wishwall/contracts/queues';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { closeJobQueues, createJobQueues, type JobQueues } from '@wishwall/events/job-queues';
import { redisKeys } from '@wishwall/events/redis-keys';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { parsePrometheusText, sampleSum } from '@wishwall/testing/prometheus-text';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { addFoldMetrics, createWorkerMetrics } from './worker-metrics.ts';
import { testAggregator } from './test-support/test-aggregator.ts';

const ctx = useTestContext();
const TOKEN = 'worker-metrics-token';
let queues: JobQueues;
let server: Server;
let url: string;
let onFold: ReturnType<typeof addFoldMetrics>;
beforeAll(async () => {
  queues = createJobQueues(
    Object.values(QueueName),
    ctx.redis,
    redisKeys(ctx.redisPrefix).bullPrefix,
  );
  const registry = createWorkerMetrics({ db: ctx.db, queues });
  onFold = addFoldMetrics(registry);
  server = createServer(
    (request, response) => void serveMetrics(registry, TOKEN, request, response),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
});
afterAll(async () => {
  server?.close();
  if (queues) await closeJobQueues(queues);
});

async function scrape() {
  const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return parsePrometheusText(await response.text());
}

describe('the worker’s /metrics', () => {
  it('is refused without the token', async () => {
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(url, { headers: { authorization: 'Bearer nope' } })).status).toBe(404);
  });

  it('carries job counts by queue and state, the outbox lag and the Node defaults', async () => {
    await queues.get(QueueName.Mail)!.add('mail.welcome', { probe: true }, { delay: 60_000 });
    await new OutboxRepository(ctx.db).add({ type: 'user.registered', payload: { userId: '1' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const samples = await scrape();
    for (const queue of Object.values(QueueName)) {
      expect(
        samples.some(
          (s) => s.name === 'wishwall_bullmq_jobs' && s.labels.includes(`queue="${queue}"`),
        ),
      ).toBe(true);
    }
    expect(sampleSum(samples, 'wishwall_bullmq_jobs', 'queue="mail"', 'state="delayed"')).toBe(1);
    expect(sampleSum(samples, 'wishwall_outbox_lag_seconds')).toBeGreaterThan(0);
    expect(sampleSum(samples, 'wishwall_outbox_pending')).toBe(1);
    expect(sampleSum(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(sampleSum(samples, 'wishwall_pg_pool_connections', 'state="max"')).toBeGreaterThan(0);
    expect(sampleSum(samples, 'wishwall_pg_pool_connections', 'state="open"')).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'wishwall_pg_pool_waiting')).toBe(true);
  });

  it('carries the aggregator’s fold lag: the age of the oldest unfolded delta, 0 when none', async () => {
    expect(sampleSum(await scrape(), 'wishwall_aggregator_fold_lag_seconds')).toBe(0);
    const author = await createUser(ctx.db, 'Lag');
    const draft = await createDraftWish(ctx.db, author.id, 'Fold lag #probe');
    await ctx.db
      .insertInto('reaction_deltas')
      .values({ wish_id: draft.id, likes: 1, created_at: new Date(Date.now() - 3000) })
      .execute();
    expect(
      sampleSum(await scrape(), 'wishwall_aggregator_fold_lag_seconds'),
    ).toBeGreaterThanOrEqual(3);
    await ctx.db.deleteFrom('reaction_deltas').execute();
    expect(sampleSum(await scrape(), 'wishwall_aggregator_fold_lag_seconds')).toBe(0);
  });
});

describe('the aggregator’s fold metrics', () => {
  const FOLDS = 'wishwall_aggregator_fold_duration_seconds';
  const figures = async () => {
    const samples = await scrape();
    return {
      folded: sampleSum(samples, `${FOLDS}_count`, 'outcome="folded"'),
      empty: sampleSum(samples, `${FOLDS}_count`, 'outcome="empty"'),
      foldedSeconds: sampleSum(samples, `${FOLDS}_sum`, 'outcome="folded"'),
      foldedInf: sampleSum(samples, `${FOLDS}_bucket`, 'outcome="folded"', 'le="+Inf"'),
      deltas: sampleSum(samples, 'wishwall_aggregator_folded_deltas_total'),
      wishes: sampleSum(samples, 'wishwall_aggregator_folded_wishes_total'),
    };
  };

  it('counts each fold statement, the deltas it consumed and the wish rows it updated', async () => {
    // One draft per user: two authors.
    const [a, b] = await Promise.all(
      ['A', 'B'].map(async (name) =>
        createDraftWish(ctx.db, (await createUser(ctx.db, `Fold ${name}`)).id, `Fold ${name}`),
      ),
    );
    const before = await figures();
    await ctx.db
      .insertInto('reaction_deltas')
      .values([
        { wish_id: a!.id, likes: 1 },
        { wish_id: a!.id, hearts: 1 },
        { wish_id: a!.id, likes: -1 },
        { wish_id: b!.id, dislikes: 1 },
        { wish_id: b!.id, likes: 1 },
      ])
      .execute();
    const aggregator = testAggregator(ctx, 25, onFold);
    const counted = (from: typeof before, to: typeof before) => ({
      folded: to.folded - from.folded,
      empty: to.empty - from.empty,
      deltas: to.deltas - from.deltas,
      wishes: to.wishes - from.wishes,
    });
    // One statement folds all five deltas of the two wishes, the next finds nothing.
    await aggregator.foldAll();
    const once = await figures();
    expect(counted(before, once)).toEqual({ folded: 1, empty: 1, deltas: 5, wishes: 2 });
    expect(once.foldedInf).toBe(once.folded);
    expect(once.foldedSeconds).toBeGreaterThan(before.foldedSeconds);

    // 5,001 deltas of one wish: a full fold of 5,000 (the batch), one of 1, then an empty one;
    // the wish's row is updated by both folds, so it counts twice.
    await sql`insert into reaction_deltas (wish_id, likes)
      select ${a!.id}, 1 from generate_series(1, 5001)`.execute(ctx.db);
    await aggregator.foldAll();
    expect(counted(once, await figures())).toEqual({
      folded: 2,
      empty: 1,
      deltas: 5001,
      wishes: 2,
    });
    const row = await ctx.db
      .selectFrom('wishes')
      .select(['likes', 'hearts'])
      .where('id', '=', a!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ likes: 5001, hearts: 1 });
  });
});
