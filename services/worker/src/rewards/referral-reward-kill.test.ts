import type { Worker } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { QueueName } from '@wishwall/contracts/queues';
import {
  createReferral,
  ledgerInvariants,
  NO_VIOLATIONS,
  walletBalance,
} from '@wishwall/core/test-support/wallet-fixtures';
import { createRedis } from '@wishwall/events/create-redis';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { useKillableWorker } from '../test-support/killable-worker.ts';
import { startRewardWorker } from '../test-support/reward-worker.ts';

const ctx = useTestContext();
const killable = useKillableWorker(ctx);

describe('a referral reward job whose worker process is killed mid-job', () => {
  it('is paid once, by the worker that recovers the stalled job', async () => {
    const { referrer, referred } = await createReferral(ctx.db);
    // The first attempt stops inside its transaction, after the ledger entries, for long
    // enough to be killed there.
    await killable.slowFirstWrite('referral_rewards', 'insert');
    const { child, ready } = killable.start('reward-worker.process.ts', 'reward worker ready');
    await ready;
    const queue = killable.queue(QueueName.Rewards);
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

    await expect.poll(killable.sleeping, { timeout: 10_000 }).toBe(1);
    child.kill('SIGKILL');

    const connection = createRedis(ctx.redisUrl, 'test-reward-recovery');
    const worker: Worker = startRewardWorker(ctx.db, connection, ctx.redisPrefix);
    killable.cleanups.push(async () => {
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
