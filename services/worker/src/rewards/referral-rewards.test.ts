import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueName } from '@wishwall/contracts/queues';
import {
  createReferral,
  ledgerInvariants,
  NO_VIOLATIONS,
  publishWishOf,
  walletBalance,
} from '@wishwall/core/test-support/wallet-fixtures';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { redisKeys } from '@wishwall/events/redis-keys';
import { createDraftWish } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { useWorkerApp } from '../test-support/use-worker-app.ts';

const ctx = useTestContext();

const running = useWorkerApp(ctx);
let queue: Queue;
beforeAll(() => {
  queue = new Queue(QueueName.Rewards, {
    connection: ctx.redis,
    prefix: redisKeys(ctx.redisPrefix).bullPrefix,
  });
});
afterAll(() => queue?.close());

const referral = () => createReferral(ctx.db);

const emailVerified = (userId: string) =>
  new OutboxRepository(ctx.db).add({ type: 'user.email_verified', payload: { userId } });

async function finishedJobs(name: string) {
  const jobs = await queue.getJobs(['completed', 'failed']);
  return jobs.filter((job) => job.name === name);
}

describe('referral rewards in the worker', () => {
  it('pays once for the same referral event delivered five times', async () => {
    const { referrer, referred } = await referral();
    for (let i = 0; i < 5; i += 1) await emailVerified(referred.id);
    await expect
      .poll(async () => (await finishedJobs('rewards.email-verified')).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(5);
    expect(await walletBalance(ctx.db, referrer.id)).toBe(1_000n);
    const rewards = await ctx.db
      .selectFrom('referral_rewards')
      .selectAll()
      .where('referred_user_id', '=', referred.id)
      .execute();
    expect(rewards).toEqual([
      expect.objectContaining({ reason: 'email_verified', amount: '1000' }),
    ]);
  });

  it('pays once when a job fails half-way (after posting to the ledger) and is retried', async () => {
    const { referrer, referred } = await referral();
    // The first reward row insert of this referred user fails, after the ledger entries were
    // written in the same transaction; a sequence counts attempts outside any transaction.
    await sql`create sequence fail_once_seq`.execute(ctx.db);
    await sql
      .raw(
        `create function fail_once() returns trigger language plpgsql as $$
         begin
           if new.referred_user_id = ${Number(referred.id)} and nextval('fail_once_seq') = 1 then
             raise exception 'injected failure half-way';
           end if;
           return new;
         end $$`,
      )
      .execute(ctx.db);
    await sql`create trigger fail_once before insert on referral_rewards
              for each row execute function fail_once()`.execute(ctx.db);

    await publishWishOf(ctx.db, referred.id);
    await expect
      .poll(async () => walletBalance(ctx.db, referrer.id), { timeout: 15_000 })
      .toBe(1_000n);
    // The reward commits before BullMQ moves the job to completed: wait for that too.
    await expect
      .poll(async () => (await finishedJobs('rewards.wish-published'))[0]?.attemptsMade, {
        timeout: 5_000,
      })
      .toBe(2);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
    const ledgerTransactions = await ctx.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', 'referral_reward')
      .execute();
    // The failed attempt's transaction rolled back whole: one per reward paid.
    expect(ledgerTransactions).toHaveLength(2);
  });

  it('pays nothing for jobs added by hand whose user did not verify or publish', async () => {
    const { referrer, referred } = await createReferral(ctx.db, { verified: false });
    await createDraftWish(ctx.db, referred.id);
    const skippedBefore = await skippedCount();
    // As an operator's "add job" in the queue dashboard would: no event behind them.
    const forged = await Promise.all([
      queue.add('rewards.email-verified', {
        id: 'forged-1',
        type: 'user.email_verified',
        occurredAt: new Date().toISOString(),
        payload: { userId: referred.id },
      }),
      queue.add('rewards.wish-published', {
        id: 'forged-2',
        type: 'wish.published',
        occurredAt: new Date().toISOString(),
        payload: {
          wishId: '1',
          userId: referred.id,
          numberSequence: 1,
          publishedCount: 1,
          counterVersion: 1,
        },
      }),
    ]);
    for (const added of forged) {
      await expect
        .poll(async () => (await queue.getJob(added.id!))?.finishedOn, { timeout: 10_000 })
        .toBeDefined();
      const job = (await queue.getJob(added.id!))!;
      expect(await job.getState()).toBe('completed');
      expect(job.returnvalue.skipped).toMatch(new RegExp(`user ${referred.id} has not done`));
    }
    expect(await walletBalance(ctx.db, referrer.id)).toBe(0n);
    const rewards = await ctx.db
      .selectFrom('referral_rewards')
      .select('id')
      .where('referred_user_id', '=', referred.id)
      .execute();
    expect(rewards).toEqual([]);
    expect(await skippedCount()).toBe(skippedBefore + 2);
  });
});

async function skippedCount(): Promise<number> {
  const metric = await running.worker.metrics.getSingleMetric('wishwall_jobs_skipped_total')?.get();
  return (metric?.values ?? [])
    .filter((sample) => String(sample.labels['job']).startsWith('rewards.'))
    .reduce((sum, sample) => sum + sample.value, 0);
}
