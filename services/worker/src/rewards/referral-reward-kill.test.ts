import { spawn } from 'node:child_process';
import path from 'node:path';
import { Queue, type Worker } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { QueueName } from '@wishwall/contracts/queues';
import {
  createReferral,
  ledgerInvariants,
  NO_VIOLATIONS,
  walletBalance,
} from '@wishwall/core/test-support/wallet-fixtures';
import { createRedis } from '@wishwall/events/create-redis';
import { DEFAULT_JOB_OPTIONS } from '@wishwall/events/job-queues';
import { redisKeys } from '@wishwall/events/redis-keys';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { startRewardWorker } from '../test-support/reward-worker.ts';

const ctx = useTestContext();
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The reward worker as a process of its own; `ready` resolves once it listens for jobs. */
function startWorkerProcess() {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, '../test-support/reward-worker.process.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: ctx.databaseUrl,
        REDIS_URL: ctx.redisUrl,
        REDIS_PREFIX: ctx.redisPrefix,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  cleanups.push(async () => child.exitCode === null && child.kill('SIGKILL'));
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('reward worker ready')) resolve();
    }),
  );
  return { child, ready };
}

describe('a referral reward job whose worker process is killed mid-job', () => {
  it('is paid once, by the worker that recovers the stalled job', async () => {
    const { referrer, referred } = await createReferral(ctx.db);
    // The first attempt stops inside its transaction, after the ledger entries, for long
    // enough to be killed there; the sequence counts attempts outside any transaction.
    await sql`create sequence slow_once_seq`.execute(ctx.db);
    await sql
      .raw(
        `create function slow_once() returns trigger language plpgsql as $$
         begin
           if nextval('slow_once_seq') = 1 then perform pg_sleep(3); end if;
           return new;
         end $$`,
      )
      .execute(ctx.db);
    await sql`create trigger slow_once before insert on referral_rewards
              for each row execute function slow_once()`.execute(ctx.db);

    const { child, ready } = startWorkerProcess();
    await ready;
    const queue = new Queue(QueueName.Rewards, {
      connection: ctx.redis,
      prefix: redisKeys(ctx.redisPrefix).bullPrefix,
      defaultJobOptions: DEFAULT_JOB_OPTIONS,
    });
    cleanups.push(() => queue.close());
    await queue.add(
      'rewards.email-verified',
      {
        id: 'kill-1',
        type: 'user.email_verified',
        occurredAt: new Date().toISOString(),
        payload: { userId: referred.id },
      },
      { jobId: 'event-kill-1' },
    );

    const sleeping = async () => {
      const { rows } = await sql<{ count: string }>`
        select count(*) as count from pg_stat_activity
        where datname = current_database() and wait_event = 'PgSleep'`.execute(ctx.db);
      return Number(rows[0]?.count);
    };
    await expect.poll(sleeping, { timeout: 10_000 }).toBe(1);
    child.kill('SIGKILL');

    const connection = createRedis(ctx.redisUrl, 'test-reward-recovery');
    const worker: Worker = startRewardWorker(ctx.db, connection, ctx.redisPrefix);
    cleanups.push(async () => {
      await worker.close();
      connection.disconnect();
    });
    await expect
      .poll(async () => (await queue.getJob('event-kill-1'))?.finishedOn, { timeout: 20_000 })
      .toBeDefined();

    expect(await walletBalance(ctx.db, referrer.id)).toBe(1_000n);
    const rewards = await ctx.db
      .selectFrom('referral_rewards')
      .select('id')
      .where('referred_user_id', '=', referred.id)
      .execute();
    expect(rewards).toHaveLength(1);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });
});
