import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueName } from '@wishwall/contracts/queues';
import { PayoutDestinationService } from '@wishwall/core/payout-destination.service';
import {
  approvedWithdrawal,
  ledgerInvariants,
  NO_VIOLATIONS,
  testLedger,
  walletBalance,
} from '@wishwall/core/test-support/wallet-fixtures';
import { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { redisKeys } from '@wishwall/events/redis-keys';
import { PayPalPayoutProvider } from '@wishwall/payments/paypal-payout.provider';
import { PayoutService } from '@wishwall/payments/payout.service';
import { useProviderStandIns } from '@wishwall/payments/test-support/provider-stand-ins';
import { useTestContext, type TestContext } from '@wishwall/testing/use-test-context';
import { useWorkerApp } from '../test-support/use-worker-app.ts';

const standIns = useProviderStandIns();
const ctx = useTestContext();
// The whole worker, its PayPal adapter pointed at the local stand-in.
const running = useWorkerApp({
  ...ctx,
  get db() {
    return ctx.db;
  },
  get redis() {
    return ctx.redis;
  },
  get databaseUrl() {
    return ctx.databaseUrl;
  },
  get config() {
    return { ...ctx.config, payments: standIns.payments };
  },
} as TestContext);
let queue: Queue;
let withdrawals: WithdrawalService;
beforeAll(() => {
  queue = new Queue(QueueName.Payments, {
    connection: ctx.redis,
    prefix: redisKeys(ctx.redisPrefix).bullPrefix,
  });
  withdrawals = new WithdrawalService({
    db: ctx.db,
    ledger: testLedger(ctx.db).ledger,
    changed: async () => {},
  });
});
afterAll(() => queue?.close());

const requester = (payee: string) => approvedWithdrawal(ctx.db, withdrawals, payee);

const row = (id: string) =>
  ctx.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const notSentGauge = async () =>
  (await running.worker.metrics.getSingleMetric('wishwall_payouts_not_sent')?.get())?.values[0]
    ?.value;
const statusOf = async (id: string) => (await row(id)).status;
const mailTo = (address: string, subject: string) =>
  running.catcher.waitFor((mail) => mail.to.includes(address) && mail.subject === subject, 15_000);

describe('the payout job', () => {
  it('pays on "pay" and mails the user', async () => {
    const { user, withdrawalId } = await requester('paid@paypal.example');
    await withdrawals.decide(withdrawalId, 'pay');
    await expect.poll(() => statusOf(withdrawalId), { timeout: 15_000 }).toBe('paid');
    const mail = await mailTo(user.email, 'Your withdrawal was paid');
    expect(mail.text).toContain('US$12.50');
    expect(await walletBalance(ctx.db, user.id)).toBe(17_500_000n);
  });

  it('on our side failing, alerts through the console field, stays approved, and pays once on a retry', async () => {
    standIns.paypal.payoutFailure = {
      status: 422,
      body: { name: 'INSUFFICIENT_FUNDS', message: 'Sender does not have sufficient funds.' },
    };
    const { user, withdrawalId } = await requester('retried@paypal.example');
    const callsBefore = standIns.paypal.payoutCalls;
    await withdrawals.decide(withdrawalId, 'pay');
    await expect
      .poll(async () => (await row(withdrawalId)).payout_error, { timeout: 15_000 })
      .toContain('INSUFFICIENT_FUNDS');
    expect(await statusOf(withdrawalId)).toBe('approved');
    expect(await walletBalance(ctx.db, user.id)).toBe(17_500_000n);
    expect(await notSentGauge()).toBe(1);
    standIns.paypal.payoutFailure = undefined;
    await expect.poll(() => statusOf(withdrawalId), { timeout: 20_000 }).toBe('paid');
    expect(standIns.paypal.payoutCalls - callsBefore).toBeGreaterThanOrEqual(2);
    const key = (await row(withdrawalId)).payout_key!;
    expect(standIns.paypal.payoutItem(key)).toBeDefined();
    expect((await row(withdrawalId)).payout_error).toBeNull();
    expect(await notSentGauge()).toBe(0);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it('keeps an unclaimed payout processing, mails it, and the poll settles it later', async () => {
    standIns.paypal.nextItemStatus = 'UNCLAIMED';
    const { user, withdrawalId } = await requester('unclaimed@paypal.example');
    await withdrawals.decide(withdrawalId, 'pay');
    await expect.poll(() => statusOf(withdrawalId), { timeout: 15_000 }).toBe('processing');
    standIns.paypal.nextItemStatus = 'SUCCESS';
    await mailTo(user.email, 'PayPal is processing your withdrawal');
    standIns.paypal.setItemStatus((await row(withdrawalId)).payout_item_id!, 'SUCCESS');
    await queue.add('payments.payout-poll', {});
    await expect.poll(() => statusOf(withdrawalId), { timeout: 15_000 }).toBe('paid');
    await mailTo(user.email, 'Your withdrawal was paid');
  });

  it('a failed payout gives the money back and mails PayPal’s reason', async () => {
    standIns.paypal.nextItemStatus = 'RETURNED';
    const { user, withdrawalId } = await requester('returned@paypal.example');
    await withdrawals.decide(withdrawalId, 'pay');
    await expect.poll(() => statusOf(withdrawalId), { timeout: 15_000 }).toBe('failed');
    standIns.paypal.nextItemStatus = 'SUCCESS';
    const mail = await mailTo(user.email, 'Your withdrawal could not be paid');
    expect(mail.text).toContain('RECEIVER_UNREGISTERED');
    expect(await walletBalance(ctx.db, user.id)).toBe(30_000_000n);
  });

  it('a payout PayPal reversed after paying it gives the money back and mails it once, in the user’s language', async () => {
    const { user, withdrawalId } = await requester('reversed@paypal.example');
    await new UserRepository(ctx.db).update(user.id, { language: 'es' });
    await withdrawals.decide(withdrawalId, 'pay');
    await expect.poll(() => statusOf(withdrawalId), { timeout: 15_000 }).toBe('paid');
    await mailTo(user.email, 'Tu retiro ha sido pagado');

    // PayPal takes it back; its webhook (verified) makes the API ask PayPal and apply the answer.
    const itemId = (await row(withdrawalId)).payout_item_id!;
    standIns.paypal.setItemStatus(itemId, 'REVERSED', {
      name: 'REVERSAL',
      message: 'The receiver disputed the payout',
    });
    const payouts = new PayoutService({
      db: ctx.db,
      ledger: testLedger(ctx.db).ledger,
      changed: async () => {},
      provider: new PayPalPayoutProvider(standIns.payments.paypal!),
      alert: () => {},
    });
    await payouts.refresh(withdrawalId, true);
    await payouts.refresh(withdrawalId, true);

    const mail = await mailTo(user.email, 'PayPal ha revertido tu pago');
    expect(mail.text).toMatch(
      /PayPal ha revertido el pago de 12,50\sUS\$ después de hacerlo, y el importe ha vuelto a tu billetera\./,
    );
    expect(mail.text).toContain('Motivo: REVERSAL: The receiver disputed the payout');
    expect(await walletBalance(ctx.db, user.id)).toBe(30_000_000n);
    // Told twice, reversed once: one mail.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(
      running.catcher
        .messages()
        .filter((each) => each.to.includes(user.email) && each.subject === mail.subject),
    ).toHaveLength(1);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });
  it('a payout PayPal reverses with no webhook is found by the poll’s re-read of paid payouts, given back and mailed', async () => {
    const { user, withdrawalId } = await requester('quietly-reversed@paypal.example');
    await withdrawals.decide(withdrawalId, 'pay');
    await expect.poll(() => statusOf(withdrawalId), { timeout: 15_000 }).toBe('paid');
    await mailTo(user.email, 'Your withdrawal was paid');
    standIns.paypal.setItemStatus((await row(withdrawalId)).payout_item_id!, 'REVERSED', {
      name: 'REVERSAL',
      message: 'PayPal reversed it',
    });
    // A day later, its next check has come: the poll reads it again.
    await ctx.db
      .updateTable('withdrawals')
      .set({ payout_next_check_at: new Date(Date.now() - 1_000) })
      .where('id', '=', withdrawalId)
      .execute();
    await queue.add('payments.payout-poll', {});
    const mail = await mailTo(user.email, 'PayPal reversed your payout');
    expect(mail.text).toContain('REVERSAL: PayPal reversed it');
    expect(await walletBalance(ctx.db, user.id)).toBe(30_000_000n);
    expect(await row(withdrawalId)).toMatchObject({ status: 'paid', payout_next_check_at: null });
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });
});

describe('the destination mail', () => {
  it('tells the account’s own address of a change, masked, with the hold', async () => {
    const { user } = await requester('before@paypal.example');
    const destinations = new PayoutDestinationService(
      { db: ctx.db, ledger: testLedger(ctx.db).ledger },
      async () => true,
    );
    await destinations.change(user, 'after@paypal.example', {
      recentSecondFactor: false,
      password: 'right',
    });
    const first = await mailTo(user.email, 'Your Wishwall payout account was changed');
    expect(first.text).toContain('b•••@paypal.example');
    expect(first.text).not.toContain('wait until');
    const mail = await running.catcher.waitFor(
      (candidate) => candidate.to.includes(user.email) && candidate.text.includes('a•••@'),
      15_000,
    );
    expect(mail.text).not.toContain('after@paypal.example');
    expect(mail.text).toContain('new withdrawals wait until');
  });
});
