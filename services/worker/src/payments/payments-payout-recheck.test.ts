import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { JobPayloads } from '@wishwall/contracts/queues';
import {
  approvedWithdrawal,
  ledgerInvariants,
  NO_VIOLATIONS,
  testLedger,
  walletBalance,
} from '@wishwall/core/test-support/wallet-fixtures';
import { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { WithdrawalRepository } from '@wishwall/db/repositories/withdrawal.repository';
import {
  PAID_PAYOUT_RECHECK_EVERY_MS,
  PAID_PAYOUT_RECHECK_WINDOW_MS,
} from '@wishwall/domain/withdrawal';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { createLogger } from '@wishwall/observability/logger';
import { PayPalPayoutProvider } from '@wishwall/payments/paypal-payout.provider';
import { PayoutService } from '@wishwall/payments/payout.service';
import { SandboxPayoutProvider } from '@wishwall/payments/sandbox-payout.provider';
import { useProviderStandIns } from '@wishwall/payments/test-support/provider-stand-ins';
import { useTestContext } from '@wishwall/testing/use-test-context';
import type { Job } from 'bullmq';
import { paymentsPayoutJobs, PAID_RECHECKS_PER_RUN } from './payments-payout.jobs.ts';

// The poll reading paid payouts again (docs/decisions/0042-payouts-to-paypal.md, amended):
// PayPal sends no webhook event for a reversed item, so this is how a reversal is seen.
const standIns = useProviderStandIns();
const ctx = useTestContext();
const alerts: string[] = [];
const pushed: string[] = [];
let withdrawals: WithdrawalService;
let payouts: PayoutService;
let poll: HandlerRegistration<JobPayloads, 'payments.payout-poll'>;

const DAY = 24 * 3600_000;

/** The payout service and the poll over PayPal's stand-in, or over the local sandbox. */
function servicesOn(provider: 'paypal' | 'sandbox') {
  const { ledger } = testLedger(ctx.db);
  const changed = async (userId: string) => void pushed.push(userId);
  const service = new PayoutService({
    db: ctx.db,
    ledger,
    changed,
    provider:
      provider === 'paypal'
        ? new PayPalPayoutProvider(standIns.payments.paypal!)
        : new SandboxPayoutProvider(),
    alert: (alert) => void alerts.push(alert),
  });
  const [, pollJob] = paymentsPayoutJobs(
    service,
    ctx.db,
    createLogger({ logLevel: 'silent' }, 'test'),
  );
  return { service, poll: pollJob };
}

beforeAll(() => {
  const { ledger } = testLedger(ctx.db);
  withdrawals = new WithdrawalService({ db: ctx.db, ledger, changed: async () => {} });
  ({ service: payouts, poll } = servicesOn('paypal'));
});
beforeEach(() => {
  standIns.paypal.nextItemStatus = 'SUCCESS';
  standIns.paypal.itemFailure = undefined;
});

const runPoll = (job = poll) => job.handle({}, {} as Job<Record<string, never>>);
const row = (id: string) =>
  ctx.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const readsOf = async (id: string) =>
  standIns.paypal.itemReads.get((await row(id)).payout_item_id!) ?? 0;
/** The withdrawal.decided events PayPal's answers committed for it (what mails and pushes). */
const decidedEvents = async (withdrawalId: string) =>
  (
    await ctx.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'withdrawal.decided')
      .orderBy('id')
      .execute()
  )
    .map((event) => event.payload as { withdrawalId: string; status: string; reversed?: boolean })
    .filter((payload) => payload.withdrawalId === withdrawalId && payload.status !== 'approved');
const reversalsOf = async (userId: string) =>
  (
    await ctx.db
      .selectFrom('ledger_transactions')
      .innerJoin('ledger_entries', 'ledger_entries.transaction_id', 'ledger_transactions.id')
      .innerJoin('ledger_accounts', 'ledger_accounts.id', 'ledger_entries.account_id')
      .select('ledger_transactions.id')
      .where('ledger_transactions.kind', '=', 'withdrawal_reversal')
      .where('ledger_accounts.user_id', '=', userId)
      .execute()
  ).length;

/** A 12.50 withdrawal (of 30 USD) to `payee`, paid by PayPal through the payout job's send. */
async function paidPayout(payee = 'payee@paypal.test', service = payouts) {
  const { user, withdrawalId } = await approvedWithdrawal(ctx.db, withdrawals, payee);
  await withdrawals.decide(withdrawalId, 'pay');
  expect(await service.send(withdrawalId)).toMatchObject({ status: 'paid' });
  return { userId: user.id, withdrawalId };
}

/** Its next check has come (as if `paidDaysAgo` days had passed since PayPal paid it). */
async function due(withdrawalId: string, paidDaysAgo = 1) {
  await ctx.db
    .updateTable('withdrawals')
    .set({
      paid_at: new Date(Date.now() - paidDaysAgo * DAY),
      payout_next_check_at: new Date(Date.now() - 1_000),
    })
    .where('id', '=', withdrawalId)
    .execute();
}

/** What one poll run takes to read again, as the poll asks for it. */
const take = (limit = PAID_RECHECKS_PER_RUN) =>
  new WithdrawalRepository(ctx.db).takePaidPayoutsToRecheck(new Date(), {
    everyMs: PAID_PAYOUT_RECHECK_EVERY_MS,
    windowMs: PAID_PAYOUT_RECHECK_WINDOW_MS,
    limit,
  });

async function takeBack(withdrawalId: string, status: string) {
  standIns.paypal.setItemStatus((await row(withdrawalId)).payout_item_id!, status);
}

describe('a payout PayPal paid', () => {
  it('is due to be read again a day after it was paid, not before', async () => {
    const before = Date.now();
    const { withdrawalId } = await paidPayout();
    const paid = await row(withdrawalId);
    expect(paid.paid_at!.getTime()).toBeGreaterThanOrEqual(before - 1_000);
    expect(paid.payout_next_check_at!.getTime() - paid.paid_at!.getTime()).toBe(
      PAID_PAYOUT_RECHECK_EVERY_MS,
    );
    await takeBack(withdrawalId, 'REVERSED');
    await runPoll();
    expect(await readsOf(withdrawalId)).toBe(0);
    expect((await row(withdrawalId)).reversal_transaction_id).toBeNull();
  });

  it('read again still SUCCESS: nothing moves, nothing is told, the next check is a day on', async () => {
    const { userId, withdrawalId } = await paidPayout();
    await due(withdrawalId);
    const pushedBefore = pushed.length;
    const startedAt = Date.now();
    await runPoll();
    expect(await readsOf(withdrawalId)).toBe(1);
    const read = await row(withdrawalId);
    expect(read).toMatchObject({ status: 'paid', provider_status: 'SUCCESS' });
    expect(read.payout_next_check_at!.getTime()).toBeGreaterThanOrEqual(
      startedAt + PAID_PAYOUT_RECHECK_EVERY_MS - 1_000,
    );
    expect(pushed.slice(pushedBefore)).not.toContain(userId);
    expect((await decidedEvents(withdrawalId)).map((event) => event.status)).toEqual(['paid']);
    // A second run within the day does not read it again.
    await runPoll();
    expect(await readsOf(withdrawalId)).toBe(1);
  });

  it.each(['REVERSED', 'REFUNDED'])(
    '%s found by the re-read gives the money back once, tells the user, and ends the checks',
    async (status) => {
      const { userId, withdrawalId } = await paidPayout();
      await takeBack(withdrawalId, status);
      await due(withdrawalId, 40);
      const pushedBefore = pushed.length;
      await runPoll();
      const reversed = await row(withdrawalId);
      expect(reversed).toMatchObject({
        status: 'paid',
        provider_status: status,
        payout_next_check_at: null,
      });
      expect(reversed.reversal_transaction_id).not.toBeNull();
      expect(await walletBalance(ctx.db, userId)).toBe(30_000_000n);
      expect(await reversalsOf(userId)).toBe(1);
      expect(pushed.slice(pushedBefore)).toEqual([userId]);
      expect(await decidedEvents(withdrawalId)).toEqual([
        expect.objectContaining({ status: 'paid' }),
        expect.objectContaining({ status: 'paid', reversed: true }),
      ]);
      // Even made due again, a reversed payout is never read again.
      await due(withdrawalId, 40);
      await runPoll();
      expect(await readsOf(withdrawalId)).toBe(1);
      expect(await reversalsOf(userId)).toBe(1);
      expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
    },
  );

  it('paid longer ago than the window is not read again, and leaves the checks', async () => {
    const windowDays = PAID_PAYOUT_RECHECK_WINDOW_MS / DAY;
    const { userId, withdrawalId } = await paidPayout();
    await takeBack(withdrawalId, 'REVERSED');
    await due(withdrawalId, windowDays + 1);
    await runPoll();
    expect(await readsOf(withdrawalId)).toBe(0);
    expect(await row(withdrawalId)).toMatchObject({
      payout_next_check_at: null,
      reversal_transaction_id: null,
    });
    expect(await walletBalance(ctx.db, userId)).toBe(17_500_000n);

    // One paid just within the window is read a last time: its next check would fall past it.
    const last = await paidPayout('last@paypal.test');
    await due(last.withdrawalId, windowDays - 0.5);
    await runPoll();
    expect(await readsOf(last.withdrawalId)).toBe(1);
    expect(await row(last.withdrawalId)).toMatchObject({
      status: 'paid',
      payout_next_check_at: null,
    });
  });

  it('read again in a status we do not know: no change, an operator is alerted', async () => {
    const { userId, withdrawalId } = await paidPayout();
    await takeBack(withdrawalId, 'CLAWED_BACK');
    await due(withdrawalId);
    const pushedBefore = pushed.length;
    alerts.length = 0;
    await runPoll();
    expect(alerts).toEqual(['payout_status_unknown']);
    expect(await row(withdrawalId)).toMatchObject({
      status: 'paid',
      provider_status: 'SUCCESS',
      reversal_transaction_id: null,
    });
    expect(await walletBalance(ctx.db, userId)).toBe(17_500_000n);
    expect(pushed.slice(pushedBefore)).not.toContain(userId);
    expect((await decidedEvents(withdrawalId)).map((event) => event.status)).toEqual(['paid']);
  });

  it.each(['FAILED', 'RETURNED', 'PENDING', 'UNCLAIMED'])(
    'read again %s (no state a paid payout moves to): no change, no alert',
    async (status) => {
      const { userId, withdrawalId } = await paidPayout();
      await takeBack(withdrawalId, status);
      await due(withdrawalId);
      alerts.length = 0;
      await runPoll();
      expect(await readsOf(withdrawalId)).toBe(1);
      expect(alerts).toEqual([]);
      expect(await row(withdrawalId)).toMatchObject({ status: 'paid', provider_status: 'SUCCESS' });
      expect(await walletBalance(ctx.db, userId)).toBe(17_500_000n);
      expect((await decidedEvents(withdrawalId)).map((event) => event.status)).toEqual(['paid']);
    },
  );

  it('PayPal failing to answer: the poll fails, the payout stays paid with no error, read again at its next check', async () => {
    const { withdrawalId } = await paidPayout();
    await due(withdrawalId);
    standIns.paypal.itemFailure = { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } };
    await expect(runPoll()).rejects.toThrow('could not be checked');
    standIns.paypal.itemFailure = undefined;
    const after = await row(withdrawalId);
    expect(after).toMatchObject({ status: 'paid', payout_error: null });
    expect(after.payout_next_check_at!.getTime()).toBeGreaterThan(Date.now());
  });
});

/** One reversal entry, the wallet whole again, one push and one "reversed" event (one mail). */
async function expectGivenBackOnce(userId: string, withdrawalId: string, pushedBefore: number) {
  expect(await reversalsOf(userId)).toBe(1);
  expect(await walletBalance(ctx.db, userId)).toBe(30_000_000n);
  expect(pushed.slice(pushedBefore)).toEqual([userId]);
  expect((await decidedEvents(withdrawalId)).filter((event) => event.reversed)).toHaveLength(1);
  expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
}

describe('two poll runs at once', () => {
  it('post a reversal once, and tell the user once', async () => {
    const { userId, withdrawalId } = await paidPayout();
    await takeBack(withdrawalId, 'REVERSED');
    await due(withdrawalId);
    const pushedBefore = pushed.length;
    await Promise.all([runPoll(), runPoll(), runPoll()]);
    await expectGivenBackOnce(userId, withdrawalId, pushedBefore);
  });

  it('reading the same paid payout at once (poll and webhook) post it once', async () => {
    const { userId, withdrawalId } = await paidPayout();
    await takeBack(withdrawalId, 'REFUNDED');
    await due(withdrawalId);
    const pushedBefore = pushed.length;
    const [, refreshed] = await Promise.all([
      runPoll(),
      Promise.all(Array.from({ length: 6 }, () => payouts.refresh(withdrawalId, true))),
      runPoll(),
    ]);
    expect(
      refreshed.filter((result) => result.outcome === 'applied' && result.reversed).length,
    ).toBeLessThanOrEqual(1);
    expect(await readsOf(withdrawalId)).toBeGreaterThanOrEqual(6);
    await expectGivenBackOnce(userId, withdrawalId, pushedBefore);
  });

  it('take different payouts: a payout is read by one run only', async () => {
    const paid = await Promise.all([paidPayout('a@paypal.test'), paidPayout('b@paypal.test')]);
    for (const { withdrawalId } of paid) await due(withdrawalId);
    const taken = (await Promise.all([take(), take(), take()])).flat().map((each) => each.id);
    for (const { withdrawalId } of paid) {
      expect(taken.filter((id) => id === withdrawalId)).toHaveLength(1);
    }
  });
});

describe('the poll’s cost', () => {
  it('takes at most its limit a run, the oldest check first', async () => {
    const paid = [
      await paidPayout('first@paypal.test'),
      await paidPayout('second@paypal.test'),
      await paidPayout('third@paypal.test'),
    ];
    const hoursAgo = [3, 5, 4];
    for (const [index, { withdrawalId }] of paid.entries()) {
      await ctx.db
        .updateTable('withdrawals')
        .set({ payout_next_check_at: new Date(Date.now() - hoursAgo[index]! * 3600_000) })
        .where('id', '=', withdrawalId)
        .execute();
    }
    const taken = await take(2);
    expect(taken.map((each) => each.id).sort()).toEqual(
      [paid[1]!.withdrawalId, paid[2]!.withdrawalId].sort(),
    );
    expect((await row(paid[0]!.withdrawalId)).payout_next_check_at!.getTime()).toBeLessThan(
      Date.now(),
    );
  });
});

describe('the local sandbox', () => {
  it.each(['reversed', 'refunded'])(
    '+%s pays first, then the poll’s re-read takes it back',
    async (tag) => {
      const sandbox = servicesOn('sandbox');
      const { userId, withdrawalId } = await paidPayout(`me+${tag}@example.com`, sandbox.service);
      const paid = await row(withdrawalId);
      expect(paid).toMatchObject({ status: 'paid', provider_status: 'SUCCESS' });
      // The sandbox costs nothing to ask: it is read again at the next poll, a minute on.
      expect(paid.payout_next_check_at!.getTime() - paid.paid_at!.getTime()).toBe(60_000);
      expect(await walletBalance(ctx.db, userId)).toBe(17_500_000n);
      await due(withdrawalId);
      await runPoll(sandbox.poll);
      expect(await row(withdrawalId)).toMatchObject({
        status: 'paid',
        provider_status: tag.toUpperCase(),
        provider_reason: `SANDBOX_${tag.toUpperCase()}: the local sandbox was asked to answer ${tag.toUpperCase()}`,
      });
      expect(await walletBalance(ctx.db, userId)).toBe(30_000_000n);
      expect(await reversalsOf(userId)).toBe(1);
    },
  );
});
