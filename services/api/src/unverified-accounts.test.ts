import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();
const { ctx } = suite;

const DAY_MS = 24 * 3600_000;

/** Backdates an account, as if it had been registered `ms` ago. */
async function age(userId: string, ms: number) {
  const registeredAt = new Date(Date.now() - ms);
  await sql`update users set created_at = ${registeredAt} where id = ${userId}`.execute(ctx.db);
}

const register = (email: string, password = 'the real owner') =>
  suite.api.register({ email, password, password_confirmation: password });

const verifyLink = async (userId: string, email: string) =>
  suite.api.call('POST', '/v1/email-verification-process', {
    email,
    token: await suite.api.mintVerificationToken(userId, email),
  });

describe('an unverified account does not hold its address for good', () => {
  it('blocks its address for the link lifetime (24 h), then a new registration takes it', async () => {
    const email = `owner-${crypto.randomUUID()}@example.test`;
    const squatter = await register(email, 'the squatter pw');
    expect(squatter.status).toBe(200);
    const squatterId: string = squatter.body.data.user.id;

    expect((await register(email)).body.code).toBe('email_already_registered');
    await age(squatterId, DAY_MS - 60_000);
    expect((await register(email)).body.code).toBe('email_already_registered');

    await age(squatterId, DAY_MS + 60_000);
    const owner = await register(email.toUpperCase());
    expect(owner.status).toBe(200);
    expect(owner.body.data.user.id).not.toBe(squatterId);

    expect((await suite.api.login(email, 'the real owner')).body.data.user.id).toBe(
      owner.body.data.user.id,
    );
    expect((await suite.api.login(email, 'the squatter pw')).body.code).toBe('wrong_credentials');
    // The released account still exists, with whatever it owns; it just holds no address.
    const released = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', squatterId)
      .executeTakeFirst();
    expect(released?.email_verified_at).toBeNull();
  });

  it('a verified account keeps its address however old', async () => {
    const email = `verified-${crypto.randomUUID()}@example.test`;
    const first = await register(email);
    const userId: string = first.body.data.user.id;
    expect((await verifyLink(userId, email)).body.message).toBe('email_verified');
    await age(userId, 30 * DAY_MS);
    expect((await register(email)).body.code).toBe('email_already_registered');
    expect((await suite.api.login(email, 'the real owner')).body.data.user.id).toBe(userId);
  });

  it('concurrent registrations of a released address create exactly one account', async () => {
    const email = `race-${crypto.randomUUID()}@example.test`;
    const stale = await register(email, 'the squatter pw');
    await age(stale.body.data.user.id, 2 * DAY_MS);
    const results = await Promise.all(Array.from({ length: 10 }, () => register(email)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'email_already_registered')).toHaveLength(9);
  });

  it('a released account cannot take its address back with a link', async () => {
    const email = `proof-${crypto.randomUUID()}@example.test`;
    const early = await register(email, 'registered first');
    const earlyId: string = early.body.data.user.id;
    const armed = await suite.api.mintVerificationToken(earlyId, email);
    await age(earlyId, 2 * DAY_MS);
    const late = await register(email, 'registered later');
    expect(late.status).toBe(200);

    const link = (token: string) =>
      suite.api.call('POST', '/v1/email-verification-process', { email, token });
    expect((await link(armed)).body.code).toBe('invalid_or_expired_token');
    const resend = await suite.api.call(
      'POST',
      '/v1/email-verification-code',
      undefined,
      early.body.data.token,
    );
    expect(resend.status).toBe(409);
    expect(resend.body.code).toBe('email_already_registered');

    expect((await verifyLink(late.body.data.user.id, email)).body.message).toBe('email_verified');
    expect((await suite.api.login(email, 'registered later')).body.data.user.id).toBe(
      late.body.data.user.id,
    );
    await age(late.body.data.user.id, 30 * DAY_MS);
    expect((await register(email)).body.code).toBe('email_already_registered');
  });

  it('opening a link takes the address from an unverified account that registered it since', async () => {
    const email = `since-${crypto.randomUUID()}@example.test`;
    const mover = await suite.api.register();
    const moverId: string = mover.body.data.user.id;
    const requested = await suite.api.call(
      'POST',
      '/v1/email-verification-to-update',
      { email, current_password: mover.password },
      mover.body.data.token,
    );
    expect(requested.status).toBe(200);
    const squatter = await register(email, 'the squatter pw');
    expect(squatter.status).toBe(200);

    expect((await verifyLink(moverId, email)).body.message).toBe('email_verified');
    expect((await suite.api.login(email, mover.password)).body.data.user.id).toBe(moverId);
    expect((await suite.api.login(email, 'the squatter pw')).body.code).toBe('wrong_credentials');
    // A verified holder is never released: the squatter's own link now fails.
    expect((await verifyLink(squatter.body.data.user.id, email)).body.code).toBe(
      'email_already_registered',
    );
  });

  it('an account may move to an address an unverified account holds: the first to verify it owns it', async () => {
    const email = `move-${crypto.randomUUID()}@example.test`;
    await register(email, 'the squatter pw');
    const mover = await suite.api.register();
    const request = () =>
      suite.api.call(
        'POST',
        '/v1/email-verification-to-update',
        { email, current_password: mover.password },
        mover.body.data.token,
      );
    // The answer never says who holds an address.
    expect((await request()).body).toMatchObject({ status: true, message: 'verification_sent' });
    expect((await verifyLink(mover.body.data.user.id, email)).body.message).toBe('email_verified');
    expect((await suite.api.login(email, mover.password)).body.data.user.id).toBe(
      mover.body.data.user.id,
    );
    expect((await suite.api.login(email, 'the squatter pw')).body.code).toBe('wrong_credentials');
  });
});
