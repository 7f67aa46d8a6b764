import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayoutDestinationService } from '@wishwall/core/payout-destination.service';
import { fundWallet, testLedger, walletBalance } from '@wishwall/core/test-support/wallet-fixtures';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { buildApp, type ApiApp } from './app.ts';
import { ApiClient } from './test-support/api-client.ts';
import { sessionToken } from './test-support/session-tokens.ts';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();

/** A verified user with `amount` µ$, their token and password. */
async function member(amount = 30_000_000n) {
  const { body, email, password } = await suite.api.registerVerified();
  const id: string = body.data.user.id;
  if (amount > 0n) await fundWallet(suite.ctx.db, id, amount);
  return { id, email, password, token: body.data.token as string };
}

const getDestination = (token: string) =>
  suite.api.call('GET', '/v1/payout-destination', undefined, token);
const putDestination = (token: string, body: Record<string, unknown>) =>
  suite.api.call('PUT', '/v1/payout-destination', body, token);
const withdraw = (token: string, body: Record<string, unknown>) =>
  suite.api.call('POST', '/v1/transactions', body, token);
const destinationEvents = async (userId: string) =>
  (
    await suite.ctx.db
      .selectFrom('outbox')
      .select('payload')
      .where('type', '=', 'payout_destination.changed')
      .execute()
  ).filter((event) => (event.payload as { userId: string }).userId === userId);

describe('the payout destination', () => {
  it('is asked by the first withdrawal, remembered, mailed about, and shown', async () => {
    const user = await member();
    expect((await getDestination(user.token)).body.data).toEqual({
      paypal_email: null,
      changed_at: null,
      withdrawals_held_until: null,
      withdrawals_off: null,
      change_needs_password: true,
    });
    const missing = await withdraw(user.token, { amount: '10' });
    expect([missing.status, missing.body.code]).toEqual([422, 'payout_destination_required']);
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(30_000_000n);

    const first = await withdraw(user.token, { amount: '10', destination: ' Me@PayPal.Example ' });
    expect(first.status).toBe(200);
    expect(first.body.data.transaction).toMatchObject({
      destination: 'me@paypal.example',
      status: 'pending',
    });
    expect((await getDestination(user.token)).body.data).toMatchObject({
      paypal_email: 'me@paypal.example',
      withdrawals_held_until: null,
    });
    expect(await destinationEvents(user.id)).toHaveLength(1);
  });

  it('answers bad input with a clean 4xx and changes nothing', async () => {
    const user = await member();
    for (const destination of ['not-an-address', '', 'a@b', 42]) {
      const result = await withdraw(user.token, { amount: '10', destination });
      expect([result.status, result.body.code], String(destination)).toEqual([
        400,
        'validation_failed',
      ]);
    }
    const tooLong = await putDestination(user.token, {
      paypal_email: `${'x'.repeat(250)}@example.com`,
      password: user.password,
    });
    expect([tooLong.status, tooLong.body.code]).toEqual([400, 'validation_failed']);
    const noBody = await putDestination(user.token, {});
    expect([noBody.status, noBody.body.code]).toEqual([400, 'validation_failed']);
    expect((await getDestination(user.token)).body.data.paypal_email).toBeNull();
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(30_000_000n);
    const anonymous = await suite.api.call('GET', '/v1/payout-destination');
    expect(anonymous.status).toBe(401);
  });

  it('changes only with the password or a recent second factor, and a change holds withdrawals 24 hours', async () => {
    const user = await member();
    await putDestination(user.token, {
      paypal_email: 'old@paypal.example',
      password: user.password,
    });
    expect((await getDestination(user.token)).body.data.withdrawals_held_until).toBeNull();

    // A session signed in with the password alone is told it needs the password.
    expect((await getDestination(user.token)).body.data.change_needs_password).toBe(true);
    const noProof = await putDestination(user.token, { paypal_email: 'new@paypal.example' });
    expect([noProof.status, noProof.body.code]).toEqual([400, 'wrong_current_password']);
    const wrong = await putDestination(user.token, {
      paypal_email: 'new@paypal.example',
      password: 'not my password',
    });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'wrong_current_password']);
    expect((await getDestination(user.token)).body.data.paypal_email).toBe('old@paypal.example');

    const mismatch = await withdraw(user.token, {
      amount: '10',
      destination: 'new@paypal.example',
    });
    expect([mismatch.status, mismatch.body.code]).toEqual([400, 'payout_destination_mismatch']);

    const changed = await putDestination(user.token, {
      paypal_email: 'new@paypal.example',
      password: user.password,
    });
    expect(changed.status).toBe(200);
    const heldUntil = Date.parse(changed.body.data.withdrawals_held_until);
    expect(heldUntil - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    expect(heldUntil - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    const held = await withdraw(user.token, { amount: '10' });
    expect([held.status, held.body.code]).toEqual([409, 'payout_destination_held']);
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(30_000_000n);
    expect(await destinationEvents(user.id)).toHaveLength(2);

    // The same address again is no change: no new hold, no mail.
    await putDestination(user.token, {
      paypal_email: 'NEW@paypal.example',
      password: user.password,
    });
    expect(await destinationEvents(user.id)).toHaveLength(2);

    // The app's code passed just now spares the password; one passed long ago does not, and
    // neither does a code by e-mail (as strong as the mailbox the change is mailed to).
    const row = await new UserRepository(suite.ctx.db).findById(user.id);
    const mailed = sessionToken(suite.app, row!, { amr: ['pwd', 'email_otp'] });
    const byMailedCode = await putDestination(mailed, { paypal_email: 'third@paypal.example' });
    expect(byMailedCode.body.code).toBe('wrong_current_password');
    const fresh = sessionToken(suite.app, row!, { amr: ['pwd', 'otp'] });
    // Fifteen minutes, as for a change of address: an operator's twelve-hour step-up is too long.
    const stale = sessionToken(suite.app, row!, {
      amr: ['pwd', 'otp'],
      auth_time: Math.floor(Date.now() / 1000) - 20 * 60,
    });
    const byStale = await putDestination(stale, { paypal_email: 'third@paypal.example' });
    expect(byStale.body.code).toBe('wrong_current_password');
    expect((await getDestination(mailed)).body.data.change_needs_password).toBe(true);
    expect((await getDestination(stale)).body.data.change_needs_password).toBe(true);
    expect((await getDestination(fresh)).body.data.change_needs_password).toBe(false);
    const byFresh = await putDestination(fresh, { paypal_email: 'third@paypal.example' });
    expect([byFresh.status, byFresh.body.data.paypal_email]).toEqual([200, 'third@paypal.example']);
  });

  it('of a hundred changes at once, lets the limit through, keeps one, holds withdrawals, and mails each change once', async () => {
    const user = await member();
    await putDestination(user.token, {
      paypal_email: 'start@paypal.example',
      password: user.password,
    });
    const addresses = Array.from({ length: 100 }, (_, i) => `racer${i}@paypal.example`);
    const results = await Promise.all(
      addresses.map((paypal_email) =>
        putDestination(user.token, { paypal_email, password: user.password }),
      ),
    );
    // The per-user limit of money calls (10 in 10 minutes, the first change counted) holds
    // however many come at once; the ones it lets through each change the account once.
    const changed = results.filter((result) => result.status === 200);
    expect(changed).toHaveLength(9);
    expect(results.filter((result) => result.status !== 200).map((r) => r.body.code)).toEqual(
      Array(91).fill('rate_limited'),
    );
    const final = (await getDestination(user.token)).body.data;
    expect(changed.map((result) => result.body.data.paypal_email)).toContain(final.paypal_email);
    expect(final.withdrawals_held_until).not.toBeNull();
    expect(await destinationEvents(user.id)).toHaveLength(1 + 9);
    // One row per account, whatever the race; the money did not move.
    expect(
      await suite.ctx.db
        .selectFrom('payout_destinations')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute(),
    ).toHaveLength(1);
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(30_000_000n);
  });

  it('of a hundred changes at once past the limit (the service itself), keeps one row and mails each', async () => {
    const user = await member();
    const row = await new UserRepository(suite.ctx.db).findById(user.id);
    const destinations = new PayoutDestinationService(
      { db: suite.ctx.db, ledger: testLedger(suite.ctx.db).ledger },
      async () => false,
    );
    const proof = { recentSecondFactor: true, password: undefined };
    await destinations.change(row!, 'start@paypal.example', proof);
    const addresses = Array.from({ length: 100 }, (_, i) => `burst${i}@paypal.example`);
    const saved = await Promise.all(
      addresses.map((address) => destinations.change(row!, address, proof)),
    );
    expect(saved.map((each) => each.paypal_email)).toEqual(addresses);
    const rows = await suite.ctx.db
      .selectFrom('payout_destinations')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(addresses).toContain(rows[0]?.paypal_email);
    expect(rows[0]?.withdrawals_held_until).not.toBeNull();
    expect(await destinationEvents(user.id)).toHaveLength(1 + 100);
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(30_000_000n);
  });

  it('of a first withdrawal racing itself with different destinations, one wins and holds once', async () => {
    const user = await member();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        withdraw(user.token, { amount: '10', destination: `first${i}@paypal.example` }),
      ),
    );
    const ok = results.filter((result) => result.status === 200);
    expect(ok).toHaveLength(1);
    const codes = results.filter((result) => result.status !== 200).map((r) => r.body.code);
    expect(new Set(codes)).toEqual(new Set(['withdrawal_in_process']));
    const remembered = (await getDestination(user.token)).body.data.paypal_email;
    expect(ok[0]?.body.data.transaction.destination).toBe(remembered);
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(20_000_000n);
    expect(await destinationEvents(user.id)).toHaveLength(1);
  });
});

describe('withdrawals on a production with Stripe only', () => {
  let app: ApiApp;
  let api: ApiClient;
  beforeAll(async () => {
    const { config, db, redis } = suite.ctx;
    const payments = { stripe: undefined, paypal: undefined, sandbox: false };
    app = await buildApp({ config: { ...config, payments }, db, redis });
    api = new ApiClient(app, suite.ctx);
  });
  afterAll(() => app.close());

  it('are off, and say why', async () => {
    const user = await member();
    const destination = await api.call('GET', '/v1/payout-destination', undefined, user.token);
    expect(destination.body.data.withdrawals_off).toBe('no_payout_provider');
    const asked = await api.call(
      'POST',
      '/v1/transactions',
      { amount: '10', destination: 'me@paypal.example' },
      user.token,
    );
    expect([asked.status, asked.body.code]).toEqual([503, 'withdrawals_off']);
    expect(asked.body.message).toContain('PayPal');
    expect(await walletBalance(suite.ctx.db, user.id)).toBe(30_000_000n);
  });
});
