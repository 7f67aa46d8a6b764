import { describe, expect, it } from 'vitest';
import {
  fundWallet,
  ledgerInvariants,
  NO_VIOLATIONS,
  walletBalance,
} from '@wishwall/core/test-support/wallet-fixtures';
import { useApi } from './test-support/use-api.ts';
import { publishedWish } from './test-support/wall-fixtures.ts';

const suite = useApi();

/** A signed-in user with a verified e-mail and `amount` µ$ in the wallet. */
async function member(amount = 0n, verified = true) {
  const { body, email } = await suite.api.register();
  const id: string = body.data.user.id;
  if (verified) {
    const token = await suite.api.mintVerificationToken(id, email);
    await suite.api.call('POST', '/v1/email-verification-process', { email, token });
  }
  if (amount > 0n) await fundWallet(suite.ctx.db, id, amount);
  return { id, email, token: body.data.token as string };
}

const withdraw = (token: string, amount: unknown) =>
  suite.api.call('POST', '/v1/transactions', { amount, destination: 'payee@paypal.test' }, token);
const gift = (token: string, receiver_email: string) =>
  suite.api.call(
    'POST',
    '/v1/gift-a-wish',
    { receiver_email, email_subject: 'Click here', email_body: '<a href=evil>' },
    token,
  );

describe('wallet calls', () => {
  it('need a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/v1/wallet'],
      ['GET', '/v1/rewards'],
      ['GET', '/v1/transactions'],
      ['POST', '/v1/transactions'],
      ['POST', '/v1/gift-a-wish'],
    ] as const) {
      const result = await suite.api.call(method, url, method === 'POST' ? {} : undefined);
      expect(result.status, url).toBe(401);
      expect(result.body.code).toBe('unauthorized');
    }
  });

  it('show an empty wallet, then the balance as decimal text', async () => {
    const user = await member();
    const empty = await suite.api.call('GET', '/v1/wallet', undefined, user.token);
    expect(empty.body.data).toEqual({ balance: '0.00', last_update: null, version: 0 });
    await fundWallet(suite.ctx.db, user.id, 1_001_000n);
    const funded = await suite.api.call('GET', '/v1/wallet', undefined, user.token);
    expect(funded.body.data).toMatchObject({ balance: '1.001', version: 1 });
    expect(Date.parse(funded.body.data.last_update)).not.toBeNaN();
  });
});

describe('POST /transactions (withdrawal)', () => {
  it('holds the amount at once and lists the request as pending', async () => {
    const user = await member(25_000_000n);
    const result = await withdraw(user.token, '12.50');
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('withdraw_request_success');
    expect(result.body.data.transaction).toMatchObject({ amount: '12.50', status: 'pending' });
    expect(result.body.data.wallet.balance).toBe('12.50');
    const list = await suite.api.call('GET', '/v1/transactions', undefined, user.token);
    expect(list.body.data).toMatchObject({ current_page: 1, last_page: 1 });
    expect(list.body.data.transactions.data).toEqual([
      expect.objectContaining({ amount: '12.50', status: 'pending' }),
    ]);
    expect((await withdraw(user.token, 10)).body.code).toBe('withdrawal_in_process');
  });

  it('answers each bad request with its code and changes nothing', async () => {
    const user = await member(15_000_000n);
    const cases: [unknown, number, string][] = [
      ['abc', 400, 'invalid_amount'],
      ['10.001', 400, 'invalid_amount'],
      [-10, 400, 'invalid_amount'],
      [0, 400, 'invalid_amount'],
      [9.99, 422, 'withdrawal_minimum'],
      ['15.01', 422, 'amount_exceeds_balance'],
    ];
    for (const [amount, status, code] of cases) {
      const result = await withdraw(user.token, amount);
      expect([result.status, result.body.code], String(amount)).toEqual([status, code]);
    }
    const missing = await suite.api.call('POST', '/v1/transactions', {}, user.token);
    expect(missing.body.code).toBe('validation_failed');
    expect((await withdraw(user.token, 9.99)).body.message).toBe(
      'Error processing request, minimum 10 USD',
    );
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(15_000_000n);
  });

  it('asks an unverified user to verify their e-mail first', async () => {
    const user = await member(15_000_000n, false);
    const result = await withdraw(user.token, 10);
    expect([result.status, result.body.code]).toEqual([403, 'email_not_verified']);
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(15_000_000n);
  });

  it('is rate limited per user', async () => {
    const user = await member();
    const codes = [];
    for (let i = 0; i < 11; i += 1) codes.push((await withdraw(user.token, 'x')).body.code);
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('invalid_amount'));
    expect(codes[10]).toBe('rate_limited');
  });
});

describe('POST /gift-a-wish', () => {
  it('takes 1 USD, records the gift and mails the receiver (not the client’s text)', async () => {
    const giver = await member(2_500_000n);
    const receiver = `Friend-${crypto.randomUUID().slice(0, 8)}@Example.TEST`;
    const result = await gift(giver.token, receiver);
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('gift_success');
    expect(result.body.data.wallet.balance).toBe('1.50');
    expect(result.body.data.gift.receiver_email).toBe(receiver.toLowerCase());
    const [event] = await suite.api.outboxEvents('gift.bought');
    expect(event?.payload).toEqual({ giftId: result.body.data.gift.id, giverUserId: giver.id });
    expect(JSON.stringify(event?.payload)).not.toContain('evil');
  });

  it('refuses yourself, too little money and a receiver who already has a gift', async () => {
    const giver = await member(1_500_000n);
    const self = await gift(giver.token, giver.email.toUpperCase());
    expect([self.status, self.body.code]).toEqual([400, 'cannot_gift_yourself']);
    const receiver = `r-${crypto.randomUUID().slice(0, 8)}@example.test`;
    expect((await gift(giver.token, receiver)).status).toBe(200);
    const poor = await gift(giver.token, `other-${receiver}`);
    expect([poor.status, poor.body.code, poor.body.message]).toEqual([
      422,
      'insufficient_funds',
      'Insufficient funds to gift wish',
    ]);
    const rich = await member(5_000_000n);
    const twice = await gift(rich.token, receiver.toUpperCase());
    expect([twice.status, twice.body.code]).toEqual([409, 'wish_already_given']);
    expect(await walletBalance(suite.ctx.db, giver.id)).toBe(500_000n);
    expect(await walletBalance(suite.ctx.db, rich.id)).toBe(5_000_000n);
  });

  it('refuses a receiver who already has a published wish', async () => {
    const giver = await member(5_000_000n);
    const { author } = await publishedWish(suite.ctx);
    const result = await gift(giver.token, author.email);
    expect(result.body.code).toBe('wish_already_given');
    expect(await walletBalance(suite.ctx.db, giver.id)).toBe(5_000_000n);
  });

  it('lets one of two givers gifting one receiver at once succeed', async () => {
    const [a, b] = await Promise.all([member(5_000_000n), member(5_000_000n)]);
    const receiver = `both-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const results = await Promise.all([gift(a.token, receiver), gift(b.token, receiver)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const total =
      (await walletBalance(suite.ctx.db, a.id)) + (await walletBalance(suite.ctx.db, b.id));
    expect(total).toBe(9_000_000n);
  });

  it('waits for a receiver without an account, who publishes with it after registering', async () => {
    const giver = await member(1_000_000n);
    const address = `newcomer-${crypto.randomUUID().slice(0, 8)}@example.test`;
    expect((await gift(giver.token, address.toUpperCase())).status).toBe(200);

    const { body } = await suite.api.register({ email: address });
    // The gift goes to the account only once it proves the address (decision 0015).
    expect(body.data.user.gifted_wishes_as_receiver).toEqual([]);
    const token = await suite.api.mintVerificationToken(body.data.user.id, address);
    await suite.api.call('POST', '/v1/email-verification-process', { email: address, token });
    const profile = await suite.api.call('GET', '/v1/user/get-profile', undefined, body.data.token);
    expect(profile.body.data.user.gifted_wishes_as_receiver).toHaveLength(1);
    const draft = await suite.api.call(
      'POST',
      '/v1/wishes/create',
      { content: 'A gifted wish' },
      body.data.token,
    );
    const published = await suite.api.call(
      'POST',
      `/v1/wishes/${draft.body.data.wish.id}/publish`,
      undefined,
      body.data.token,
    );
    expect(published.status).toBe(200);
    expect(await ledgerInvariants(suite.ctx.db)).toEqual(NO_VIOLATIONS);
  });
});

describe('referral chain', () => {
  it('announces a verified e-mail with the verification, for the referrer’s reward', async () => {
    const referrer = await suite.api.register();
    const referred = await suite.api.register({
      referral_code: referrer.body.data.user.data_user.referral_code,
    });
    const userId: string = referred.body.data.user.id;
    expect(
      (await suite.api.outboxEvents('user.email_verified')).map((event) => event.payload),
    ).not.toContainEqual({ userId });
    const token = await suite.api.mintVerificationToken(userId, referred.email);
    await suite.api.call('POST', '/v1/email-verification-process', {
      email: referred.email,
      token,
    });
    expect(
      (await suite.api.outboxEvents('user.email_verified')).map((event) => event.payload),
    ).toContainEqual({ userId });
  });
});
