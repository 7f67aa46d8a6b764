import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WithdrawalService } from '@wishwall/core/withdrawal.service';
import {
  approvedWithdrawal,
  ledgerInvariants,
  NO_VIOLATIONS,
  testLedger,
  walletBalance,
} from '@wishwall/core/test-support/wallet-fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { PayoutNotSent } from './payout-provider.ts';
import { PayoutService } from './payout.service.ts';
import { PayPalPayoutProvider } from './paypal-payout.provider.ts';
import { SandboxPayoutProvider } from './sandbox-payout.provider.ts';
import { useProviderStandIns } from './test-support/provider-stand-ins.ts';

const standIns = useProviderStandIns();
const ctx = useTestContext();
const alerts: string[] = [];
const pushed: string[] = [];
let withdrawals: WithdrawalService;
let payouts: PayoutService;

beforeAll(() => {
  const { ledger } = testLedger(ctx.db);
  const changed = async (userId: string) => {
    pushed.push(userId);
  };
  withdrawals = new WithdrawalService({ db: ctx.db, ledger, changed });
  payouts = new PayoutService({
    db: ctx.db,
    ledger,
    changed,
    provider: new PayPalPayoutProvider(standIns.payments.paypal!),
    alert: (alert) => alerts.push(alert),
  });
});
beforeEach(() => {
  standIns.paypal.nextItemStatus = 'SUCCESS';
  standIns.paypal.payoutFailure = undefined;
  payouts.afterProviderAnswer = undefined;
});

/** A withdrawal of 12.50 (of 30 USD) to `payee`, approved, and "pay" given. */
async function paying(payee = 'payee@paypal.test') {
  const { user, withdrawalId } = await approvedWithdrawal(ctx.db, withdrawals, payee);
  return { userId: user.id, withdrawal: await withdrawals.decide(withdrawalId, 'pay') };
}

const row = (id: string) =>
  ctx.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ledgerTransaction = (id: string) =>
  ctx.db
    .selectFrom('ledger_transactions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const systemBalance = async (kind: 'withdrawals_held' | 'withdrawals_paid') =>
  BigInt(
    (
      await ctx.db
        .selectFrom('ledger_accounts')
        .select('balance')
        .where('kind', '=', kind)
        .executeTakeFirstOrThrow()
    ).balance,
  );
const outboxOf = async (withdrawalId: string) =>
  (
    await ctx.db
      .selectFrom('outbox')
      .select(['type', 'payload'])
      .where('type', '=', 'withdrawal.decided')
      .orderBy('id')
      .execute()
  )
    .map((event) => event.payload as { withdrawalId: string; status: string; reversed?: boolean })
    // What PayPal's answers told the user: the operator's approval is not one of them.
    .filter((payload) => payload.withdrawalId === withdrawalId && payload.status !== 'approved');

describe('"pay" on an approved withdrawal', () => {
  it('gives it a random payout key (never its id), once; paying twice is a conflict', async () => {
    const { withdrawal } = await paying();
    expect(withdrawal.status).toBe('approved');
    expect(withdrawal.payout_key).toMatch(/^ww_[0-9a-f]{32}$/);
    expect(withdrawal.payout_key).not.toBe(withdrawal.id);
    expect((await paying()).withdrawal.payout_key).not.toBe(withdrawal.payout_key);
    await expect(withdrawals.decide(withdrawal.id, 'pay')).rejects.toMatchObject({
      code: 'conflict',
    });
    await expect(withdrawals.decide(withdrawal.id, 'mark_paid')).rejects.toMatchObject({
      code: 'conflict',
    });
    const events = await ctx.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'withdrawal.payout_requested')
      .execute();
    expect(events.map((event) => event.payload)).toContainEqual({ withdrawalId: withdrawal.id });
  });
});

describe('sending a payout to PayPal', () => {
  it('SUCCESS settles the hold into paid, once, with the batch keyed by the payout key', async () => {
    const { userId, withdrawal } = await paying();
    const paidBefore = await systemBalance('withdrawals_paid');
    const result = await payouts.send(withdrawal.id);
    expect(result).toMatchObject({ outcome: 'applied', status: 'paid' });
    const item = standIns.paypal.payoutItem(withdrawal.payout_key!);
    expect(item?.payout_item).toMatchObject({
      receiver: 'payee@paypal.test',
      amount: { value: '12.50', currency: 'USD' },
    });
    expect(await row(withdrawal.id)).toMatchObject({
      status: 'paid',
      provider_status: 'SUCCESS',
      payout_item_id: item?.payout_item_id,
    });
    expect(await systemBalance('withdrawals_paid')).toBe(paidBefore + 12_500_000n);
    expect(await walletBalance(ctx.db, userId)).toBe(17_500_000n);
    expect(pushed).toContain(userId);
    expect((await outboxOf(withdrawal.id)).map((event) => event.status)).toEqual(['paid']);
    // A second run finds it paid and sends nothing.
    const calls = standIns.paypal.payoutCalls;
    expect(await payouts.send(withdrawal.id)).toMatchObject({ outcome: 'skipped' });
    expect(standIns.paypal.payoutCalls).toBe(calls);
  });

  it.each(['FAILED', 'RETURNED', 'BLOCKED', 'DENIED'])(
    '%s releases the hold to the wallet with PayPal’s reason',
    async (status) => {
      standIns.paypal.nextItemStatus = status;
      const { userId, withdrawal } = await paying();
      const heldBefore = await systemBalance('withdrawals_held');
      expect(await payouts.send(withdrawal.id)).toMatchObject({ status: 'failed' });
      const failed = await row(withdrawal.id);
      expect(failed).toMatchObject({ status: 'failed', provider_status: status });
      expect(failed.provider_reason).toContain('RECEIVER_UNREGISTERED');
      expect(await walletBalance(ctx.db, userId)).toBe(30_000_000n);
      expect(await systemBalance('withdrawals_held')).toBe(heldBefore - 12_500_000n);
      expect((await ledgerTransaction(failed.settle_transaction_id!)).memo).toContain(
        'RECEIVER_UNREGISTERED',
      );
      expect((await outboxOf(withdrawal.id)).map((event) => event.status)).toEqual(['failed']);
    },
  );

  it.each(['PENDING', 'UNCLAIMED', 'ONHOLD'])(
    '%s keeps it processing; the poll settles it once PayPal pays',
    async (status) => {
      standIns.paypal.nextItemStatus = status;
      const { userId, withdrawal } = await paying();
      const pushedBefore = pushed.length;
      expect(await payouts.send(withdrawal.id)).toMatchObject({ status: 'processing' });
      expect(await row(withdrawal.id)).toMatchObject({
        status: 'processing',
        provider_status: status,
      });
      // Processing is news for the open wallet tab, though no money of the wallet moved.
      expect(pushed.slice(pushedBefore)).toEqual([userId]);
      // Still waiting: polled again, nothing moves, no second mail and no push.
      expect(await payouts.refresh(withdrawal.id)).toMatchObject({ status: 'processing' });
      expect(pushed.slice(pushedBefore)).toEqual([userId]);
      const itemId = (await row(withdrawal.id)).payout_item_id!;
      standIns.paypal.setItemStatus(itemId, 'SUCCESS');
      expect(await payouts.refresh(withdrawal.id)).toMatchObject({ status: 'paid' });
      expect(pushed.slice(pushedBefore)).toEqual([userId, userId]);
      expect(await walletBalance(ctx.db, userId)).toBe(17_500_000n);
      expect((await outboxOf(withdrawal.id)).map((event) => event.status)).toEqual([
        'processing',
        'paid',
      ]);
      expect(standIns.paypal.payoutCalls).toBeGreaterThan(0);
    },
  );

  it('REVERSED after success posts a new entry back to the wallet, once', async () => {
    const { userId, withdrawal } = await paying();
    await payouts.send(withdrawal.id);
    const paid = await row(withdrawal.id);
    standIns.paypal.setItemStatus(paid.payout_item_id!, 'REVERSED', {
      name: 'REFUSED_BY_RECEIVER',
      message: 'The receiver reversed it',
    });
    // Asking about waiting payouts leaves a paid one alone; a webhook's refresh, or the poll's
    // re-read of paid payouts (payments-payout-recheck.test.ts), asks about it too.
    expect(await payouts.refresh(withdrawal.id)).toMatchObject({ outcome: 'skipped' });
    expect(await payouts.refresh(withdrawal.id, true)).toMatchObject({ reversed: true });
    expect(await payouts.refresh(withdrawal.id, true)).toMatchObject({ reversed: false });
    const reversed = await row(withdrawal.id);
    expect(reversed).toMatchObject({ status: 'paid', provider_status: 'REVERSED' });
    expect(reversed.reversal_transaction_id).not.toBeNull();
    expect(await walletBalance(ctx.db, userId)).toBe(30_000_000n);
    expect(await outboxOf(withdrawal.id)).toEqual([
      expect.objectContaining({ status: 'paid' }),
      expect.objectContaining({ status: 'paid', reversed: true }),
    ]);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it('REFUNDED (the receiver sent a paid payout back) gives it back as a reversal does, once', async () => {
    const { userId, withdrawal } = await paying();
    await payouts.send(withdrawal.id);
    const paid = await row(withdrawal.id);
    // PayPal names no error for a refund: the memo says what happened.
    standIns.paypal.setItemStatus(paid.payout_item_id!, 'REFUNDED');
    const pushedBefore = pushed.length;
    expect(await payouts.refresh(withdrawal.id, true)).toMatchObject({ reversed: true });
    expect(await payouts.refresh(withdrawal.id, true)).toMatchObject({ reversed: false });
    expect(pushed.slice(pushedBefore)).toEqual([userId]);
    const refunded = await row(withdrawal.id);
    expect(refunded).toMatchObject({ status: 'paid', provider_status: 'REFUNDED' });
    expect(await walletBalance(ctx.db, userId)).toBe(30_000_000n);
    expect((await ledgerTransaction(refunded.reversal_transaction_id!)).memo).toBe(
      'The receiving PayPal account refunded the payout',
    );
    expect(await outboxOf(withdrawal.id)).toEqual([
      expect.objectContaining({ status: 'paid' }),
      expect.objectContaining({ status: 'paid', reversed: true }),
    ]);
    expect(alerts).not.toContain('payout_status_unknown');
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it('REFUNDED before the poll saw it paid releases the hold, as a failed payout', async () => {
    standIns.paypal.nextItemStatus = 'UNCLAIMED';
    const { userId, withdrawal } = await paying();
    await payouts.send(withdrawal.id);
    standIns.paypal.setItemStatus((await row(withdrawal.id)).payout_item_id!, 'REFUNDED');
    expect(await payouts.refresh(withdrawal.id)).toMatchObject({ status: 'failed' });
    expect(await row(withdrawal.id)).toMatchObject({
      status: 'failed',
      provider_status: 'REFUNDED',
      reversal_transaction_id: null,
    });
    expect(await walletBalance(ctx.db, userId)).toBe(30_000_000n);
    expect((await outboxOf(withdrawal.id)).map((event) => event.status)).toEqual([
      'processing',
      'failed',
    ]);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it('a failure on our side (funds, 5xx) sends nothing, leaves it approved, and is retried', async () => {
    const { userId, withdrawal } = await paying();
    standIns.paypal.payoutFailure = {
      status: 422,
      body: { name: 'INSUFFICIENT_FUNDS', message: 'Sender does not have sufficient funds.' },
    };
    await expect(payouts.send(withdrawal.id)).rejects.toBeInstanceOf(PayoutNotSent);
    standIns.paypal.payoutFailure = { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } };
    await expect(payouts.send(withdrawal.id)).rejects.toBeInstanceOf(PayoutNotSent);
    expect(await row(withdrawal.id)).toMatchObject({ status: 'approved' });
    expect(await walletBalance(ctx.db, userId)).toBe(17_500_000n);
    standIns.paypal.payoutFailure = undefined;
    expect(await payouts.send(withdrawal.id)).toMatchObject({ status: 'paid' });
  });

  it('a key refused by PayPal’s auth is ours too: not sent, approved', async () => {
    const { withdrawal } = await paying();
    const wrongKeys = new PayoutService({
      db: ctx.db,
      ...testLedger(ctx.db),
      changed: async () => {},
      provider: new PayPalPayoutProvider({ ...standIns.payments.paypal!, clientSecret: 'wrong' }),
      alert: () => {},
    });
    await expect(wrongKeys.send(withdrawal.id)).rejects.toBeInstanceOf(PayoutNotSent);
    expect(await row(withdrawal.id)).toMatchObject({ status: 'approved' });
  });
});

describe('a payout job killed between PayPal’s answer and the commit', () => {
  it('never pays twice: one PayPal batch, one ledger settlement', async () => {
    const { userId, withdrawal } = await paying();
    const paidBefore = await systemBalance('withdrawals_paid');
    payouts.afterProviderAnswer = () => Promise.reject(new Error('killed after PayPal answered'));
    await expect(payouts.send(withdrawal.id)).rejects.toThrow('killed');
    expect(await row(withdrawal.id)).toMatchObject({ status: 'approved' });
    payouts.afterProviderAnswer = undefined;

    // The job runs again: PayPal refuses the key as a duplicate and names its batch.
    const result = await payouts.send(withdrawal.id);
    expect(result).toMatchObject({ outcome: 'applied', status: 'paid' });
    const batches = [...standIns.paypal.batches.values()].filter(
      (batch) => batch.batch_header.sender_batch_header.sender_batch_id === withdrawal.payout_key,
    );
    expect(batches).toHaveLength(1);
    const settlements = await ctx.db
      .selectFrom('ledger_transactions')
      .innerJoin('withdrawals', 'withdrawals.settle_transaction_id', 'ledger_transactions.id')
      .select('ledger_transactions.id')
      .where('withdrawals.id', '=', withdrawal.id)
      .where('ledger_transactions.kind', '=', 'withdrawal_payout')
      .execute();
    expect(settlements).toHaveLength(1);
    expect(await systemBalance('withdrawals_paid')).toBe(paidBefore + 12_500_000n);
    expect(await walletBalance(ctx.db, userId)).toBe(17_500_000n);
  });

  it('settles on many concurrent runs exactly once', async () => {
    const { withdrawal } = await paying();
    const paidBefore = await systemBalance('withdrawals_paid');
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => payouts.send(withdrawal.id)),
    );
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThan(0);
    expect(await systemBalance('withdrawals_paid')).toBe(paidBefore + 12_500_000n);
    expect(
      [...standIns.paypal.batches.values()].filter(
        (batch) => batch.batch_header.sender_batch_header.sender_batch_id === withdrawal.payout_key,
      ),
    ).toHaveLength(1);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it('settles nothing when the duplicate’s batch is not this withdrawal’s', async () => {
    const { withdrawal } = await paying();
    await payouts.send(withdrawal.id);
    const other = await paying('someone-else@paypal.test');
    // PayPal holds a batch under the other's key that pays someone else (a key reused).
    standIns.paypal.batches.forEach((batch) => {
      if (batch.batch_header.sender_batch_header.sender_batch_id === withdrawal.payout_key) {
        batch.batch_header.sender_batch_header.sender_batch_id = other.withdrawal.payout_key!;
      }
    });
    const result = await payouts.send(other.withdrawal.id);
    expect(result.outcome).toBe('mismatch');
    expect(alerts).toContain('payout_mismatch');
    const stuck = await row(other.withdrawal.id);
    expect(stuck).toMatchObject({ status: 'approved' });
    expect(stuck.payout_error).toContain('not this withdrawal');
    expect(await walletBalance(ctx.db, other.userId)).toBe(17_500_000n);
  });
});

describe('the local sandbox without PayPal keys', () => {
  it('pays, and answers the state its receiver’s tag asks for', async () => {
    const sandbox = new PayoutService({
      db: ctx.db,
      ...testLedger(ctx.db),
      changed: async () => {},
      provider: new SandboxPayoutProvider(),
      alert: () => {},
    });
    const paid = await paying('me@example.com');
    expect(await sandbox.send(paid.withdrawal.id)).toMatchObject({ status: 'paid' });
    const failed = await paying('me+returned@example.com');
    expect(await sandbox.send(failed.withdrawal.id)).toMatchObject({ status: 'failed' });
    expect(await walletBalance(ctx.db, failed.userId)).toBe(30_000_000n);
    const waiting = await paying('me+pending@example.com');
    expect(await sandbox.send(waiting.withdrawal.id)).toMatchObject({ status: 'processing' });
    expect(await sandbox.refresh(waiting.withdrawal.id)).toMatchObject({ status: 'paid' });
    const unclaimed = await paying('me+unclaimed@example.com');
    expect(await sandbox.send(unclaimed.withdrawal.id)).toMatchObject({ status: 'processing' });
    expect(await sandbox.refresh(unclaimed.withdrawal.id)).toMatchObject({ status: 'processing' });
  });
});
