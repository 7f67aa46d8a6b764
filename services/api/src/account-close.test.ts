import { describe, expect, it } from 'vitest';
import {
  fundWallet,
  ledgerInvariants,
  NO_VIOLATIONS,
  publishWishOf,
  testLedger,
  walletBalance,
} from '@wishwall/core/test-support/wallet-fixtures';
import { ReferralRewardService } from '@wishwall/core/referral-reward.service';
import { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { totpCode } from '@wishwall/security/totp';
import { HOSTILE_JSON } from './test-support/hostile-requests.ts';
import { giftBoughtFor } from './test-support/gift-fixtures.ts';
import { consoleAccounts } from './test-support/operator-fixtures.ts';
import { useApi } from './test-support/use-api.ts';
import { closeOpenRound, openRoundNow } from './test-support/wall-fixtures.ts';
import { PasswordHasher } from './security/password-hasher.ts';
import type { SessionClaims } from './security/token.service.ts';
import { AccountClosingService, FORMER_MEMBER_NAME } from './services/account-closing.service.ts';
import { LocalDiskAvatarStorage } from './storage/avatar-storage.ts';

// Closing an account (docs/decisions/0050-closing-an-account.md), against real Postgres:
// what blocks it, what it gives up and gives back through the ledger, what it erases, and that
// a hundred closes at once close, forfeit and give back exactly once.
const suite = useApi();
const { ctx } = suite;

const close = (token: string, body: Record<string, unknown>) =>
  suite.api.call('POST', '/v1/account/close', body, token);

async function member() {
  const registered = await suite.api.registerVerified();
  return {
    email: registered.email,
    password: registered.password,
    token: registered.body.data.token as string,
    userId: registered.body.data.user.id as string,
  };
}

const userRow = (id: string) => new UserRepository(ctx.db).findById(id);

async function houseBalance(): Promise<bigint> {
  const row = await ctx.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('kind', '=', 'closed_balances')
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
}

async function transactionsOfKind(kind: 'closing_forfeit' | 'gift_return') {
  const rows = await ctx.db
    .selectFrom('ledger_transactions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return Number(rows.count);
}

describe('closing an account', () => {
  it('erases the personal data, ends every session, mails the address and frees it', async () => {
    const { email, password, token, userId } = await member();
    await ctx.db
      .updateTable('users')
      .set({ avatar_url: '/avatars/x.png' })
      .where('id', '=', userId)
      .execute();

    const closed = await close(token, { current_password: password });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      message: 'account_closed',
      data: { forfeited: null, gifts_returned: 0 },
    });

    const row = await userRow(userId);
    expect(row).toMatchObject({
      name: FORMER_MEMBER_NAME,
      email: `closed-${userId}@closed.invalid`,
      email_verified_at: null,
      avatar_url: null,
      country_code: null,
      two_factor_enabled: false,
      totp_enabled: false,
    });
    expect(row?.closed_at).toBeInstanceOf(Date);
    const preferences = await ctx.db
      .selectFrom('user_preferences')
      .select('user_id')
      .where('user_id', '=', userId)
      .execute();
    expect(preferences).toEqual([]);

    // Sessions ended: the token that closed it and any other.
    expect((await suite.api.call('GET', '/v1/user/get-profile', undefined, token)).status).toBe(
      401,
    );
    expect((await suite.api.login(email, password)).body.code).toBe('wrong_credentials');

    // The closure goes to the address the account had, in its language, through the outbox.
    const [event] = (await suite.api.outboxEvents('user.closed')).filter(
      (e) => (e.payload as { userId: string }).userId === userId,
    );
    expect(event?.payload).toMatchObject({ email, language: 'en', forfeited: null });

    // The address can be registered again.
    const again = await suite.api.register({ email });
    expect(again.status).toBe(200);
  });

  it('keeps the wish and the votes, shown as a former member', async () => {
    const { password, token, userId } = await member();
    const wish = await publishWishOf(ctx.db, userId);
    expect((await close(token, { current_password: password })).status).toBe(200);

    const page = await suite.api.call('GET', `/v1/wish/${wish.id}`);
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain(`"closed":true`);
    expect(JSON.stringify(page.body)).not.toContain('Ada Lovelace');
  });

  it('refuses a wrong password, a missing second factor, and changes nothing', async () => {
    const { password, token, userId } = await member();
    const wrong = await close(token, { current_password: 'not the password' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'wrong_current_password' } });

    const { token: appToken, secret } = await suite.api.enableAuthenticator(token);
    const noFactor = await close(appToken, { current_password: password });
    expect(noFactor).toMatchObject({ status: 403, body: { code: 'two_factor_required' } });
    const badCode = await close(appToken, {
      current_password: password,
      factor: 'totp',
      code: '000000',
    });
    expect(badCode.status).toBe(400);
    expect((await userRow(userId))?.closed_at).toBeNull();

    const closed = await close(appToken, {
      current_password: password,
      factor: 'totp',
      // The step the app was turned on with is spent; the next one is within the drift.
      code: totpCode(secret, new Date(Date.now() + 30_000)),
    });
    expect(closed.status).toBe(200);
    const app = await ctx.db
      .selectFrom('authenticator_apps')
      .select('user_id')
      .where('user_id', '=', userId)
      .execute();
    expect(app).toEqual([]);
  });

  it('is blocked by a withdrawal in process and by a balance that can be withdrawn', async () => {
    const { password, token, userId } = await member();
    await fundWallet(ctx.db, userId, 12_000_000n);
    const above = await close(token, { current_password: password });
    expect(above).toMatchObject({ status: 409, body: { code: 'close_balance_above_minimum' } });

    const { ledger } = testLedger(ctx.db);
    const withdrawals = new WithdrawalService({ db: ctx.db, ledger, changed: async () => {} });
    const user = await userRow(userId);
    await withdrawals.request(user!, '12.00', 'payee@paypal.test');
    const pending = await close(token, { current_password: password });
    expect(pending).toMatchObject({ status: 409, body: { code: 'close_blocked_by_withdrawal' } });
    expect((await userRow(userId))?.closed_at).toBeNull();
  });

  it('gives a balance below the minimum to the house only once its exact amount is confirmed', async () => {
    const { password, token, userId } = await member();
    await fundWallet(ctx.db, userId, 600_000n);
    const house = await houseBalance();

    const unconfirmed = await close(token, { current_password: password });
    expect(unconfirmed).toMatchObject({
      status: 409,
      body: { code: 'close_forfeit_not_confirmed' },
    });
    const otherAmount = await close(token, { current_password: password, forfeit: '0.50' });
    expect(otherAmount.body.code).toBe('close_forfeit_not_confirmed');
    expect(await walletBalance(ctx.db, userId)).toBe(600_000n);

    const closed = await close(token, { current_password: password, forfeit: '0.60' });
    expect(closed).toMatchObject({ status: 200, body: { data: { forfeited: '0.60' } } });
    expect(await walletBalance(ctx.db, userId)).toBe(0n);
    expect(await houseBalance()).toBe(house + 600_000n);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it("returns an unused received gift to its giver's wallet, and the giver's statement says so", async () => {
    const receiver = await member();
    const giver = await member();
    await fundWallet(ctx.db, giver.userId, 1_000_000n);
    const given = await suite.api.call(
      'POST',
      '/v1/gift-a-wish',
      { receiver_email: receiver.email },
      giver.token,
    );
    expect(given.status).toBe(200);
    expect(await walletBalance(ctx.db, giver.userId)).toBe(0n);

    const closed = await close(receiver.token, { current_password: receiver.password });
    expect(closed.body.data).toEqual({ forfeited: null, gifts_returned: 1 });
    expect(await walletBalance(ctx.db, giver.userId)).toBe(1_000_000n);
    const returned = await ctx.db
      .selectFrom('gifted_wishes')
      .selectAll()
      .where('id', '=', given.body.data.gift.id)
      .executeTakeFirstOrThrow();
    expect(returned.returned_at).toBeInstanceOf(Date);
    expect(returned.return_transaction_id).not.toBeNull();
    expect(returned.receiver_email).not.toBe(receiver.email);

    const statement = await suite.api.call('GET', '/v1/wallet/statement', undefined, giver.token);
    expect(statement.status).toBe(200);
    const [back, bought] = statement.body.data.statement.data;
    expect(back).toMatchObject({
      kind: 'gift_returned',
      amount: '1.00',
      gift: { state: 'returned', receiver_closed: true, receiver_email: '' },
    });
    expect(bought).toMatchObject({
      kind: 'gift_purchase',
      gift: { state: 'returned', receiver_closed: true },
    });
    expect(JSON.stringify(statement.body)).not.toContain(receiver.email.slice(0, 6));
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it("shows a closed referral as a former member in the referrer's rewards; it refers nobody", async () => {
    const referrer = await member();
    const { body } = await suite.api.call('GET', '/v1/user/get-profile', undefined, referrer.token);
    const code: string = body.data.user.data_user.referral_code;
    const referred = await suite.api.registerVerified({ referral_code: code });
    const { ledger } = testLedger(ctx.db);
    const rewards = new ReferralRewardService({ db: ctx.db, ledger, changed: async () => {} });
    // The verification's reward, as the worker pays it, then the referred account closes.
    expect(await rewards.pay(referred.body.data.user.id, 'email_verified')).toBe('paid');
    const closed = await close(referred.body.data.token, { current_password: referred.password });
    expect(closed.status).toBe(200);
    const lines = await suite.api.call('GET', '/v1/rewards', undefined, referrer.token);
    expect(lines.body.data.rewards.data).toHaveLength(1);
    expect(lines.body.data.rewards.data[0].referred_user).toMatchObject({
      name: FORMER_MEMBER_NAME,
      closed: true,
    });
    const statement = await suite.api.call(
      'GET',
      '/v1/wallet/statement',
      undefined,
      referrer.token,
    );
    expect(statement.body.data.statement.data[0].reward.referred_user).toEqual({
      name: FORMER_MEMBER_NAME,
      closed: true,
    });
    // A reward for a referrer who closed is not paid.
    const referredByClosed = await suite.api.registerVerified();
    await ctx.db
      .updateTable('users')
      .set({ referred_by_user_id: referred.body.data.user.id })
      .where('id', '=', referredByClosed.body.data.user.id)
      .execute();
    expect(await rewards.pay(referredByClosed.body.data.user.id, 'email_verified')).toBe(
      'nobody_to_pay',
    );
    // Its referral code no longer refers anyone.
    const closedRow = await userRow(referred.body.data.user.id);
    expect(await new UserRepository(ctx.db).findByReferralCode(closedRow!.referral_code)).toBe(
      undefined,
    );
  });

  it('refuses hostile input with a clean 4xx and changes nothing', async () => {
    const { password, token, userId } = await member();
    const bodies: unknown[] = [
      {},
      { current_password: '' },
      ...HOSTILE_JSON.map((value) => ({ current_password: value })),
      ...HOSTILE_JSON.map((value) => ({ current_password: password, forfeit: value })),
      ...HOSTILE_JSON.map((value) => ({ current_password: password, factor: value, code: '1' })),
      { current_password: password, factor: 'totp', code: 'x'.repeat(41) },
    ];
    for (const body of bodies) {
      const response = await suite.app.inject({
        method: 'POST',
        url: '/v1/account/close',
        payload: JSON.stringify(body),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      });
      if (response.statusCode === 429) continue;
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ code: expect.any(String) });
    }
    expect((await userRow(userId))?.closed_at).toBeNull();
  });
});

describe('a hundred closes at once', () => {
  async function memberWithMoneyAndGift() {
    const receiver = await member();
    const gift = await giftBoughtFor(suite, receiver.email);
    await fundWallet(ctx.db, receiver.userId, 600_000n);
    return { ...receiver, giverId: gift.giver_user_id!, giftId: gift.id };
  }

  it('through the API: one closes, forfeits once and returns the gift once', async () => {
    const { password, token, userId, giverId, giftId } = await memberWithMoneyAndGift();
    const house = await houseBalance();
    const forfeits = await transactionsOfKind('closing_forfeit');
    const returns = await transactionsOfKind('gift_return');

    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        close(token, { current_password: password, forfeit: '0.60' }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const status of statuses.filter((s) => s !== 200)) expect([401, 429]).toContain(status);

    expect(await houseBalance()).toBe(house + 600_000n);
    expect(await walletBalance(ctx.db, userId)).toBe(0n);
    expect(await walletBalance(ctx.db, giverId)).toBe(1_000_000n);
    expect(await transactionsOfKind('closing_forfeit')).toBe(forfeits + 1);
    expect(await transactionsOfKind('gift_return')).toBe(returns + 1);
    const gift = await ctx.db
      .selectFrom('gifted_wishes')
      .select('return_transaction_id')
      .where('id', '=', giftId)
      .executeTakeFirstOrThrow();
    expect(gift.return_transaction_id).not.toBeNull();
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it('past the rate limit, in the service: a hundred racing transactions close once', async () => {
    const { password, userId, giverId } = await memberWithMoneyAndGift();
    const house = await houseBalance();
    const { ledger } = testLedger(ctx.db);
    const closing = new AccountClosingService({
      db: ctx.db,
      passwords: new PasswordHasher({ memoryKib: 1024, iterations: 1, parallelism: 1 }),
      ledger,
      changed: async () => {},
      avatars: new LocalDiskAvatarStorage(ctx.config.uploadsDir),
      accounts: { proveFactor: async () => {} },
    });
    const user = (await userRow(userId))!;
    const session = { jti: crypto.randomUUID() } as SessionClaims;
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        closing.close(user, session, { current_password: password, forfeit: '0.60' }),
      ),
    );
    const codes = results.map((result) =>
      result.status === 'fulfilled' ? 'ok' : (result.reason as { code?: string }).code,
    );
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === 'unauthorized')).toHaveLength(99);
    expect(await houseBalance()).toBe(house + 600_000n);
    expect(await walletBalance(ctx.db, giverId)).toBe(1_000_000n);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });
});

describe('gifts given while the receiver closes', () => {
  it('are returned or left waiting at the address, never bound to the closed account', async () => {
    const receiver = await member();
    const givers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const giver = await member();
        await fundWallet(ctx.db, giver.userId, 1_000_000n);
        return giver;
      }),
    );
    const [closed, ...given] = await Promise.all([
      close(receiver.token, { current_password: receiver.password }),
      ...givers.map((giver) =>
        suite.api.call('POST', '/v1/gift-a-wish', { receiver_email: receiver.email }, giver.token),
      ),
    ]);
    expect(closed?.status).toBe(200);
    // One gift at a time per receiver: the others answer wish_already_given.
    for (const answer of given) expect([200, 409]).toContain(answer.status);
    const stranded = await ctx.db
      .selectFrom('gifted_wishes')
      .select('id')
      .where('receiver_user_id', '=', receiver.userId)
      .where('used_at', 'is', null)
      .where('returned_at', 'is', null)
      .execute();
    expect(stranded).toEqual([]);
    expect(await ledgerInvariants(ctx.db)).toEqual(NO_VIOLATIONS);
  });
});

describe('a closed account that wins a round', () => {
  it('is drawn, shown as a former member, and its prize is held: never credited to its wallet', async () => {
    const operators = { first: await consoleAccounts(suite) };
    const winner = await member();
    const round = await openRoundNow(ctx);
    const wish = await publishWishOf(ctx.db, winner.userId);
    await ctx.db.updateTable('wishes').set({ likes: 1_000 }).where('id', '=', wish.id).execute();
    expect((await close(winner.token, { current_password: winner.password })).status).toBe(200);

    const top = await suite.api.call('GET', '/v1/wishes/top');
    expect(top.body.data.wishes[0]).toMatchObject({ id: wish.id, user: { closed: true } });

    await closeOpenRound(ctx);
    const drawn = await suite.api.call(
      'POST',
      '/v1/admin/raffle/draw',
      undefined,
      operators.first.operator.token,
    );
    expect(drawn.status).toBe(200);
    const raffle = await suite.api.call('GET', '/v1/raffle');
    expect(JSON.stringify(raffle.body)).toContain('"closed":true');

    const toWallet = await suite.api.call(
      'POST',
      `/v1/admin/raffle/rounds/${round.number}/prize`,
      { method: 'wallet' },
      operators.first.operator.token,
    );
    expect(toWallet).toMatchObject({ status: 409, body: { code: 'winner_account_closed' } });
    const offPlatform = await suite.api.call(
      'POST',
      `/v1/admin/raffle/rounds/${round.number}/prize`,
      { method: 'off_platform', reference: 'bank transfer 42' },
      operators.first.operator.token,
    );
    expect(offPlatform.status).toBe(200);
    expect(await walletBalance(ctx.db, winner.userId)).toBe(0n);

    // Operators see the account as closed, found by the address it keeps.
    const found = await suite.api.call(
      'GET',
      `/v1/admin/users?email=${encodeURIComponent(`closed-${winner.userId}@closed.invalid`)}`,
      undefined,
      operators.first.operator.token,
    );
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ name: FORMER_MEMBER_NAME, role: 'user' });
    expect(Date.parse(found.body.data.closed_at)).toBeGreaterThan(0);
  });
});
