import type { Worker } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { QueueName } from '@wishwall/contracts/queues';
import {
  approvedWithdrawal,
  ledgerInvariants,
  NO_VIOLATIONS,
  testLedger,
  walletBalance,
} from '@wishwall/core/test-support/wallet-fixtures';
import { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { createRedis } from '@wishwall/events/create-redis';
import { useProviderStandIns } from '@wishwall/payments/test-support/provider-stand-ins';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { useKillableWorker } from '../test-support/killable-worker.ts';
import { startPayoutWorker } from '../test-support/payout-worker.ts';

const standIns = useProviderStandIns();
const ctx = useTestContext();
const killable = useKillableWorker(ctx);

describe('a payout job whose worker process is killed after PayPal answered', () => {
  it('pays once: one PayPal batch, one settlement, by the worker that recovers the job', async () => {
    const withdrawals = new WithdrawalService({
      db: ctx.db,
      ledger: testLedger(ctx.db).ledger,
      changed: async () => {},
    });
    const { user, withdrawalId } = await approvedWithdrawal(
      ctx.db,
      withdrawals,
      'killed@paypal.example',
    );
    const sent = await withdrawals.decide(withdrawalId, 'pay');
    // The first attempt stops inside its transaction, after PayPal's answer and the ledger
    // entry, before the commit.
    await killable.slowFirstWrite('withdrawals', 'update', 'new.payout_batch_id is not null');
    const { child, ready } = killable.start('payout-worker.process.ts', 'payout worker ready', {
      PAYPAL_API_BASE: standIns.paypal.url,
    });
    await ready;
    const queue = killable.queue(QueueName.Payments);
    await queue.add(
      'payments.payout',
      {
        id: 'payout-kill-1',
        type: 'withdrawal.payout_requested',
        occurredAt: new Date().toISOString(),
        payload: { withdrawalId },
      },
      { jobId: 'event-payout-kill-1' },
    );

    await expect.poll(killable.sleeping, { timeout: 10_000 }).toBe(1);
    expect(standIns.paypal.payoutCalls).toBe(1);
    child.kill('SIGKILL');

    const connection = createRedis(ctx.redisUrl, 'test-payout-recovery');
    const worker: Worker = startPayoutWorker(
      ctx.db,
      connection,
      ctx.redisPrefix,
      standIns.paypal.url,
    );
    killable.cleanups.push(async () => {
      await worker.close();
      connection.disconnect();
    });
    await expect
      .poll(async () => (await queue.getJob('event-payout-kill-1'))?.finishedOn, {
        timeout: 20_000,
      })
      .toBeDefined();

    const row = await ctx.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', withdrawalId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('paid');
    // Sent again under the same key: PayPal answered "duplicate", and made one batch.
    expect(standIns.paypal.payoutCalls).toBe(2);
    const batches = [...standIns.paypal.batches.values()].filter(
      (batch) => batch.batch_header.sender_batch_header.sender_batch_id === sent.payout_key,
    );
    expect(batches).toHaveLength(1);
    const settlements = await ctx.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', 'withdrawal_payout')
      .execute();
    expect(settlements).toHaveLength(1);
    expect(await walletBalance(ctx.db, user.id)).toBe(17_500_000n);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });
});
