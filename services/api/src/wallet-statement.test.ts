import { describe, expect, it } from 'vitest';
import type { StatementEntryDto } from '@wishwall/contracts/statement.dto';
import { OperatorCreditService } from '@wishwall/core/operator-credit.service';
import { ReferralRewardService } from '@wishwall/core/referral-reward.service';
import {
  createReferredUser,
  ledgerInvariants,
  NO_VIOLATIONS,
  testLedger,
} from '@wishwall/core/test-support/wallet-fixtures';
import { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { formatMicros, microsOfDecimal } from '@wishwall/domain/money';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { GiftService } from './services/gift.service.ts';
import { useApi } from './test-support/use-api.ts';

/** The PayPal account the test's withdrawals are paid to (asked with the first). */
const PAYPAL = 'me@paypal.example';

const suite = useApi();

/** The money flows as the API composes them, without the per-user rate limits of the calls. */
function flows() {
  const { db } = suite.ctx;
  const deps = { db, ledger: testLedger(db).ledger, changed: async () => {} };
  return {
    credits: new OperatorCreditService(deps, { approvalUsd: 1_000_000, maxUsd: 1_000_000 }),
    rewards: new ReferralRewardService(deps),
    gifts: new GiftService(deps),
    withdrawals: new WithdrawalService(deps),
  };
}

async function member() {
  const { body, email } = await suite.api.registerVerified();
  const id: string = body.data.user.id;
  const user = await new UserRepository(suite.ctx.db).findById(id);
  if (!user) throw new Error('the member vanished');
  return { id, email, user, token: body.data.token as string };
}

const statementPage = (token: string, query = '') =>
  suite.api.call('GET', `/v1/wallet/statement${query}`, undefined, token);

/** Every line, newest first, read page after page as the wallet tab does. */
async function wholeStatement(token: string, kind?: string): Promise<StatementEntryDto[]> {
  const lines: StatementEntryDto[] = [];
  for (let page = 1; ; page += 1) {
    const result = await statementPage(token, `?page=${page}${kind ? `&kind=${kind}` : ''}`);
    expect(result.status).toBe(200);
    lines.push(...(result.body.data.statement.data as StatementEntryDto[]));
    if (result.body.data.last_page === page) return lines;
  }
}

const micros = (text: string) => (text.startsWith('-') ? -microsOf(text.slice(1)) : microsOf(text));
function microsOf(text: string) {
  const value = microsOfDecimal(text);
  if (value === undefined) throw new Error(`not an amount: ${text}`);
  return value;
}

/**
 * What the statement must say, from the ledger's rows: the wallet's entries (amount, balance
 * after) and one zero line per paid withdrawal, in transaction order, newest first.
 */
async function expectStatementAddsUp(userId: string, token: string) {
  const lines = await wholeStatement(token);
  const { db } = suite.ctx;
  const entries = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
    .select(['e.amount', 'e.balance_after', 'e.account_version'])
    .where('a.user_id', '=', userId)
    .orderBy('e.account_version', 'desc')
    .execute();
  const paid = await db
    .selectFrom('withdrawals')
    .select('amount')
    .where('user_id', '=', userId)
    .where('status', '=', 'paid')
    .execute();

  const moving = lines.filter((line) => line.kind !== 'withdrawal_paid');
  expect(moving.map((line) => [line.amount, line.balance_after])).toEqual(
    entries.map((entry) => [
      formatMicros(BigInt(entry.amount)),
      formatMicros(BigInt(entry.balance_after)),
    ]),
  );
  const payouts = lines.filter((line) => line.kind === 'withdrawal_paid');
  expect(payouts.map((line) => line.amount)).toEqual(paid.map(() => '0.00'));
  // Read oldest first, each line's balance is the one before it plus its amount.
  let balance = 0n;
  for (const line of [...lines].reverse()) {
    balance += micros(line.amount);
    expect(micros(line.balance_after), line.id).toBe(balance);
  }
  const wallet = await suite.api.call('GET', '/v1/wallet', undefined, token);
  expect(lines[0]?.balance_after ?? '0.00').toBe(wallet.body.data.balance);
  expect(await ledgerInvariants(db)).toEqual(NO_VIOLATIONS);
  return lines;
}

describe('GET /v1/wallet/statement', () => {
  it('needs a signed-in user, and answers bad paging or kinds with validation_failed', async () => {
    expect((await suite.api.call('GET', '/v1/wallet/statement')).status).toBe(401);
    const { token } = await member();
    for (const query of ['?page=0', '?page=x', '?kind=bonus', '?kind=withdrawal_held']) {
      const result = await statementPage(token, query);
      expect([result.status, result.body.code], query).toEqual([400, 'validation_failed']);
    }
  });

  it('is described in the OpenAPI document with its filter', async () => {
    const docs = await suite.app.inject({ method: 'GET', url: '/docs/json' });
    const call = docs.json().paths['/v1/wallet/statement'].get;
    const kind = call.parameters.find((p: { name: string }) => p.name === 'kind');
    expect(kind.schema.enum).toEqual(['reward', 'operator_credit', 'gift_purchase', 'withdrawal']);
    expect(call.responses['200']).toBeDefined();
  });

  it('shows an empty wallet as no lines', async () => {
    const { token } = await member();
    const result = await statementPage(token);
    expect(result.body.data).toEqual({
      statement: { data: [] },
      current_page: 1,
      last_page: 1,
      per_page: 20,
    });
  });

  it('lists each kind of line with what it is about, newest first', async () => {
    const { credits, rewards, gifts, withdrawals } = flows();
    const me = await member();
    await credits.credit(me.email, '30', 'Welcome credit');
    const referred = await createReferredUser(suite.ctx.db, me.id, 'Rita Referred');
    await rewards.pay(referred.id, 'email_verified');
    const waiting = `waiting-${crypto.randomUUID().slice(0, 8)}@example.test`;
    await gifts.give(me.user, waiting);
    const claimer = await member();
    await gifts.give(me.user, claimer.email);
    const rejected = await withdrawals.request(me.user, '10', PAYPAL);
    await withdrawals.decide(rejected.id, 'reject', {
      operatorId: null,
      reason: 'The name does not match',
    });
    const paid = await withdrawals.request(me.user, '12.50', PAYPAL);
    await withdrawals.decide(paid.id, 'approve');
    await withdrawals.decide(paid.id, 'mark_paid');

    const lines = await expectStatementAddsUp(me.id, me.token);
    expect(lines.map((line) => [line.kind, line.amount, line.balance_after])).toEqual([
      ['withdrawal_paid', '0.00', '15.501'],
      ['withdrawal_held', '-12.50', '15.501'],
      ['withdrawal_released', '10.00', '28.001'],
      ['withdrawal_held', '-10.00', '18.001'],
      ['gift_purchase', '-1.00', '28.001'],
      ['gift_purchase', '-1.00', '29.001'],
      ['reward', '0.001', '30.001'],
      ['operator_credit', '30.00', '30.00'],
    ]);
    const [payout, hold, release, rejectedHold, claimed, waitingGift, reward, credit] = lines;
    expect(payout?.withdrawal).toEqual({
      id: paid.id,
      amount: '12.50',
      status: 'paid',
      reversed: false,
      destination: 'm•••@paypal.example',
      reason: null,
      // Marked paid by hand: PayPal gave no reference.
      provider_reference: null,
    });
    expect(hold?.withdrawal).toMatchObject({ id: paid.id, status: 'paid' });
    expect(release?.withdrawal).toEqual({
      id: rejected.id,
      amount: '10.00',
      status: 'rejected',
      reversed: false,
      destination: 'm•••@paypal.example',
      reason: 'The name does not match',
      provider_reference: null,
    });
    expect(rejectedHold?.withdrawal).toMatchObject({ id: rejected.id, reason: null });
    expect(claimed?.gift).toEqual({
      receiver_email: `${claimer.email.slice(0, 1).toLowerCase()}•••@${claimer.email.split('@')[1]!.toLowerCase()}`,
      state: 'claimed',
    });
    expect(waitingGift?.gift).toEqual({ receiver_email: 'w•••@example.test', state: 'waiting' });
    expect(reward?.reward).toEqual({
      referral_step: 'email_verified',
      referred_user: { name: 'Rita Referred' },
    });
    expect(credit?.credit).toEqual({ reason: 'Welcome credit' });
    expect(credit).toMatchObject({ reward: null, gift: null, withdrawal: null });

    // The claimed gift published: its line says so.
    const draft = await suite.api.call(
      'POST',
      '/v1/wishes/create',
      { content: 'A gifted wish' },
      claimer.token,
    );
    const published = await suite.api.call(
      'POST',
      `/v1/wishes/${draft.body.data.wish.id}/publish`,
      undefined,
      claimer.token,
    );
    expect(published.status).toBe(200);
    const after = await wholeStatement(me.token, 'gift_purchase');
    expect(after.map((line) => line.gift?.state)).toEqual(['published', 'waiting']);

    // `/rewards` and `/transactions` answer as before.
    const rewardList = await suite.api.call('GET', '/v1/rewards', undefined, me.token);
    expect(rewardList.body.data.rewards.data.map((r: { reason: string }) => r.reason)).toEqual([
      'withdrawal_paid',
      'referral_reward',
    ]);
    const transactionList = await suite.api.call('GET', '/v1/transactions', undefined, me.token);
    expect(
      transactionList.body.data.transactions.data.map((t: { status: string }) => t.status),
    ).toEqual(['paid', 'rejected']);
  });

  it('names PayPal’s reference on the paid-out line, and only there', async () => {
    const { credits, withdrawals } = flows();
    const me = await member();
    await credits.credit(me.email, '20', 'Credit');
    const paid = await withdrawals.request(me.user, '10', PAYPAL);
    await withdrawals.decide(paid.id, 'approve');
    await withdrawals.decide(paid.id, 'mark_paid');
    // What PayPal's answer stores on a payout it settled (packages/payments/src/payout.service.ts).
    await suite.ctx.db
      .updateTable('withdrawals')
      .set({ payout_item_id: 'PAYOUTITEM-5YQ2' })
      .where('id', '=', paid.id)
      .execute();

    const lines = await wholeStatement(me.token, 'withdrawal');
    expect(lines.map((line) => [line.kind, line.withdrawal?.provider_reference])).toEqual([
      ['withdrawal_paid', 'PAYOUTITEM-5YQ2'],
      ['withdrawal_held', null],
    ]);
  });

  it('filters by kind, withdrawals with all their steps, balances still the wallet’s', async () => {
    const { credits, withdrawals } = flows();
    const me = await member();
    await credits.credit(me.email, '20', 'Credit');
    const held = await withdrawals.request(me.user, '10', PAYPAL);
    await withdrawals.decide(held.id, 'approve');
    await withdrawals.decide(held.id, 'mark_paid');

    const onlyWithdrawals = await wholeStatement(me.token, 'withdrawal');
    expect(onlyWithdrawals.map((line) => [line.kind, line.balance_after])).toEqual([
      ['withdrawal_paid', '10.00'],
      ['withdrawal_held', '10.00'],
    ]);
    const onlyCredits = await wholeStatement(me.token, 'operator_credit');
    expect(onlyCredits.map((line) => [line.kind, line.balance_after])).toEqual([
      ['operator_credit', '20.00'],
    ]);
    expect(await wholeStatement(me.token, 'reward')).toEqual([]);
  });

  it('pages 20 lines at a time without losing or repeating one', async () => {
    const { rewards } = flows();
    const me = await member();
    for (let i = 0; i < 23; i += 1) {
      const referred = await createReferredUser(suite.ctx.db, me.id, `Referred ${i}`);
      await rewards.pay(referred.id, 'email_verified');
    }
    const first = await statementPage(me.token);
    expect(first.body.data).toMatchObject({ current_page: 1, last_page: 2, per_page: 20 });
    expect(first.body.data.statement.data).toHaveLength(20);
    const second = await statementPage(me.token, '?page=2');
    expect(second.body.data).toMatchObject({ current_page: 2, last_page: 2 });
    expect(second.body.data.statement.data).toHaveLength(3);
    const lines = await expectStatementAddsUp(me.id, me.token);
    expect(new Set(lines.map((line) => line.id)).size).toBe(23);
    expect(lines[0]?.balance_after).toBe('0.023');
  });

  it('adds up to the ledger and the balance whatever random movements race', async () => {
    const { credits, rewards, gifts, withdrawals } = flows();
    const me = await member();
    // A seeded generator: a failure names its seed, and the same seed replays the run.
    const seed = Number(process.env.STATEMENT_SEED ?? Date.now() % 100_000);
    let state = seed;
    const random = (n: number) => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state % n;
    };
    let referrals = 0;
    let receivers = 0;
    const moves: (() => Promise<unknown>)[] = [
      () => credits.credit(me.email, `${1 + random(30)}.${random(100)}`, `Credit ${random(99)}`),
      async () => {
        const referred = await createReferredUser(suite.ctx.db, me.id, `R${(referrals += 1)}`);
        await rewards.pay(referred.id, 'email_verified');
        if (random(2) === 0) await rewards.pay(referred.id, 'wish_published');
      },
      () => gifts.give(me.user, `receiver-${seed}-${(receivers += 1)}@example.test`),
      () => withdrawals.request(me.user, `${10 + random(8)}.${random(100)}`, PAYPAL),
      async () => {
        const open = await suite.ctx.db
          .selectFrom('withdrawals')
          .select(['id', 'status'])
          .where('user_id', '=', me.id)
          .where('status', 'in', ['pending', 'approved'])
          .executeTakeFirst();
        if (!open) return;
        if (open.status === 'approved') return withdrawals.decide(open.id, 'mark_paid');
        return random(2) === 0
          ? withdrawals.decide(open.id, 'approve')
          : withdrawals.decide(open.id, 'reject', { operatorId: null, reason: 'No' });
      },
    ];
    let lines: StatementEntryDto[] = [];
    for (let round = 0; round < 12; round += 1) {
      const batch = Array.from({ length: 2 + random(5) }, () => moves[random(moves.length)]!);
      // Refusals (too little money, one withdrawal in process, a request decided meanwhile)
      // are part of the game; anything else, or a statement that is wrong after it, is not.
      for (const outcome of await Promise.allSettled(batch.map((move) => move()))) {
        if (outcome.status === 'fulfilled') continue;
        const code = (outcome.reason as { code?: string }).code;
        expect(
          ['insufficient_funds', 'amount_exceeds_balance', 'withdrawal_in_process', 'conflict'],
          `seed ${seed}: ${String(outcome.reason)}`,
        ).toContain(code);
      }
      lines = await expectStatementAddsUp(me.id, me.token);
    }
    const kinds = new Set(lines.map((line) => line.kind));
    expect([...kinds].length, `seed ${seed} moved too little: ${[...kinds]}`).toBeGreaterThan(2);
  }, 60_000);
});
