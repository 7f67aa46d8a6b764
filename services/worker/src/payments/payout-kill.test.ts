import { spawn } from 'node:child_process';
import path from 'node:path';
import { Queue, type Worker } from 'bullmq';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
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
import { DEFAULT_JOB_OPTIONS } from '@wishwall/events/job-queues';
import { redisKeys } from '@wishwall/events/redis-keys';
import { useProviderStandIns } from '@wishwall/payments/test-support/provider-stand-ins';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { startPayoutWorker } from '../test-support/payout-worker.ts';

const standIns = useProviderStandIns();
const ctx = useTestContext();
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The payout worker as a process of its own; `ready` resolves once it listens for jobs. */
function startWorkerProcess() {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, '../test-support/payout-worker.process.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: ctx.databaseUrl,
        REDIS_URL: ctx.redisUrl,
        REDIS_PREFIX: ctx.redisPrefix,
        PAYPAL_API_BASE: standIns.paypal.url,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  cleanups.push(async () => child.exitCode === null && child.kill('SIGKILL'));
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('payout worker ready')) resolve();
    }),
  );
  return { child, ready };
}

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
    // entry, before the commit, long enough to be killed there; the sequence counts attempts
    // outside any transaction.
    await sql`create sequence slow_once_seq`.execute(ctx.db);
    await sql
      .raw(
        `create function slow_once() returns trigger language plpgsql as $$
         begin
           if new.payout_batch_id is not null and nextval('slow_once_seq') = 1 then
             perform pg_sleep(3);
           end if;
           return new;
         end $$`,
      )
      .execute(ctx.db);
    await sql`create trigger slow_once before update on withdrawals
              for each row execute function slow_once()`.execute(ctx.db);

    const { child, ready } = startWorkerProcess();
    await ready;
    const queue = new Queue(QueueName.Payments, {
      connection: ctx.redis,
      prefix: redisKeys(ctx.redisPrefix).bullPrefix,
      defaultJobOptions: DEFAULT_JOB_OPTIONS,
    });
    cleanups.push(() => queue.close());
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

    const sleeping = async () => {
      const { rows } = await sql<{ count: string }>`
        select count(*) as count from pg_stat_activity
        where datname = current_database() and wait_event = 'PgSleep'`.execute(ctx.db);
      return Number(rows[0]?.count);
    };
    await expect.poll(sleeping, { timeout: 10_000 }).toBe(1);
    expect(standIns.paypal.payoutCalls).toBe(1);
    child.kill('SIGKILL');

    const connection = createRedis(ctx.redisUrl, 'test-payout-recovery');
    const worker: Worker = startPayoutWorker(
      ctx.db,
      connection,
      ctx.redisPrefix,
      standIns.paypal.url,
    );
    cleanups.push(async () => {
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
