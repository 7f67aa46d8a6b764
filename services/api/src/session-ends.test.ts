import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TokenClaims } from '@wishwall/contracts/token-claims';
import { OperatorRoleService } from '@wishwall/core/operator-role.service';
import { announceSessionInvalidation } from '@wishwall/events/session-invalidation';
import { eventually } from '@wishwall/testing/eventually';
import { buildApp, type ApiApp } from './app.ts';
import { ApiClient } from './test-support/api-client.ts';
import { useApi } from './test-support/use-api.ts';
import { publishedWish } from './test-support/wall-fixtures.ts';

// Two API processes on one database and one Redis, as behind a load balancer: an account
// change made through one ends the other sessions on both, the hot path's cache included.
const suite = useApi();
const { ctx } = suite;
let other: { app: ApiApp; api: ApiClient };
let wishId: string;

beforeAll(async () => {
  const app = await buildApp({ config: ctx.config, db: ctx.db, redis: ctx.redis });
  other = { app, api: new ApiClient(app, ctx) };
  wishId = (await publishedWish(ctx)).wish.id;
});
afterAll(() => other.app.close());

const claimsOf = (token: string) => suite.app.jwt.decode<TokenClaims>(token)!;
const profile = (api: ApiClient, token: string) =>
  api.call('GET', '/v1/user/get-profile', undefined, token);
const react = (api: ApiClient, token: string) =>
  api.call('POST', `/v1/wishes/${wishId}/react`, { reaction_type: 'like' }, token);

/** An account signed in twice: `acting` makes the change, `bystander` is another session. */
async function signedInTwice() {
  const registered = await suite.api.registerVerified();
  const { email, password } = registered;
  const bystander: string = (await suite.api.login(email, password)).body.data.token;
  const acting: string = registered.body.data.token;
  // Both sessions are verified and cached by both processes' hot path.
  for (const token of [acting, bystander]) {
    for (const api of [suite.api, other.api]) expect((await react(api, token)).status).toBe(200);
  }
  return { userId: registered.body.data.user.id as string, email, password, acting, bystander };
}

/** The token is refused everywhere: full checks at once, the other process's hot path soon. */
async function expectEnded(token: string) {
  expect((await profile(suite.api, token)).status).toBe(401);
  expect((await profile(other.api, token)).status).toBe(401);
  expect((await react(suite.api, token)).status).toBe(401);
  expect(await eventually(async () => (await react(other.api, token)).status === 401)).toBe(true);
}

async function expectWorks(token: string) {
  for (const api of [suite.api, other.api]) {
    expect((await profile(api, token)).status).toBe(200);
    expect((await react(api, token)).status).toBe(200);
  }
}

/** The `user.sessions_ended` events recorded for the user, oldest first. */
async function sessionsEnded(userId: string) {
  const events = await suite.api.outboxEvents('user.sessions_ended');
  return events
    .map((event) => event.payload as { userId: string; tokenVersion: number; keptJti: string })
    .filter((payload) => payload.userId === userId)
    .reverse();
}

describe('account changes end the account’s other sessions', () => {
  it('turning two-factor on: the session that did it goes on, having passed the code', async () => {
    const { userId, acting, bystander } = await signedInTwice();
    const kept = await suite.api.enableTwoFactor(userId, acting);
    await expectEnded(bystander);
    await expectEnded(acting);
    await expectWorks(kept);
    expect(claimsOf(kept)).toMatchObject({ jti: claimsOf(acting).jti, amr: ['pwd', 'email_otp'] });
    expect(await sessionsEnded(userId)).toEqual([
      { userId, tokenVersion: 1, keptJti: claimsOf(acting).jti },
    ]);
  });

  it('turning two-factor off: the session that did it goes on as it was', async () => {
    const { userId, acting: first, bystander: firstBystander } = await signedInTwice();
    const acting = await suite.api.enableTwoFactor(userId, first);
    // A second session, signed in with the code after two-factor was on.
    const bystander = suite.app.tokens.sign({ id: userId, token_version: 1 }, ['pwd', 'email_otp']);
    await expectWorks(bystander);
    const code = await suite.api.stepUpCode(userId, acting);
    const disabled = await suite.api.call(
      'POST',
      '/v1/disable-two-factor',
      { factor: 'email', code },
      acting,
    );
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.user.data_user.two_factor_enabled).toBe(0);
    const kept: string = disabled.body.data.token;
    for (const token of [bystander, firstBystander, acting]) await expectEnded(token);
    await expectWorks(kept);
    expect(claimsOf(kept)).toMatchObject({ jti: claimsOf(first).jti, amr: ['pwd', 'email_otp'] });
    expect((await sessionsEnded(userId)).at(-1)).toEqual({
      userId,
      tokenVersion: 2,
      keptJti: claimsOf(first).jti,
    });
  });

  it('changing the password: the session that did it goes on', async () => {
    const { userId, password, acting, bystander } = await signedInTwice();
    const changed = await suite.api.call(
      'POST',
      '/v1/update-password',
      {
        current_password: password,
        new_password: 'a brand new secret',
        new_password_confirmation: 'a brand new secret',
      },
      acting,
    );
    expect(changed.status).toBe(200);
    await expectEnded(bystander);
    await expectWorks(changed.body.data.token);
    expect(claimsOf(changed.body.data.token).jti).toBe(claimsOf(acting).jti);
    expect(await sessionsEnded(userId)).toEqual([
      { userId, tokenVersion: 1, keptJti: claimsOf(acting).jti },
    ]);
  });

  it('moving to a new address: the signed-in browser that opens the link goes on', async () => {
    const { userId, acting, bystander } = await signedInTwice();
    const next = `moved-${crypto.randomUUID()}@example.test`;
    const asked = await suite.api.call(
      'POST',
      '/v1/email-verification-to-update',
      { email: next, current_password: 'correct horse battery' },
      acting,
    );
    expect(asked.status).toBe(200);
    const link = await suite.api.mintVerificationToken(userId, next);
    const opened = await suite.api.call(
      'POST',
      '/v1/email-verification-process',
      { email: next, token: link },
      acting,
    );
    expect([opened.status, opened.body.message]).toEqual([200, 'email_verified']);
    const kept: string = opened.body.data.token;
    await expectEnded(bystander);
    await expectEnded(acting);
    await expectWorks(kept);
    expect(claimsOf(kept).jti).toBe(claimsOf(acting).jti);
    expect(await sessionsEnded(userId)).toEqual([
      { userId, tokenVersion: 1, keptJti: claimsOf(acting).jti },
    ]);
  });

  it('moving to a new address from a link opened elsewhere ends every session', async () => {
    const { userId, acting, bystander } = await signedInTwice();
    const next = `moved-${crypto.randomUUID()}@example.test`;
    const link = await suite.api.mintVerificationToken(userId, next);
    // Opened in a browser signed in to another account: that session is not this account's.
    const stranger = (await suite.api.register()).body.data.token;
    const opened = await suite.api.call(
      'POST',
      '/v1/email-verification-process',
      { email: next, token: link },
      stranger,
    );
    expect([opened.status, opened.body.data]).toEqual([200, null]);
    await expectEnded(bystander);
    await expectEnded(acting);
    expect((await profile(suite.api, stranger)).status).toBe(200);
    expect(await sessionsEnded(userId)).toEqual([{ userId, tokenVersion: 1, keptJti: null }]);
  });

  it('verifying the address the account registered with ends nothing', async () => {
    const registered = await suite.api.register();
    const token: string = registered.body.data.token;
    await suite.api.verifyEmail(registered.body.data.user.id, registered.email);
    expect((await profile(suite.api, token)).status).toBe(200);
    expect(await sessionsEnded(registered.body.data.user.id)).toEqual([]);
  });

  it('granting and revoking the operator role end every session', async () => {
    const { userId, email, acting, bystander } = await signedInTwice();
    const roles = new OperatorRoleService(ctx.db);
    expect((await roles.setRole(email, 'admin')).changed).toBe(true);
    // The command is no API process: it tells them through Redis, as `pnpm admin:grant` does.
    expect(await announceSessionInvalidation(ctx.redisUrl, ctx.redisPrefix, { userId })).toBe(true);
    await expectEnded(acting);
    await expectEnded(bystander);
    const operator = suite.app.tokens.sign({ id: userId, token_version: 1 }, ['pwd']);
    expect((await roles.setRole(email, 'user')).changed).toBe(true);
    expect((await profile(suite.api, operator)).status).toBe(401);
    expect((await roles.setRole(email, 'user')).changed).toBe(false);
    expect(await sessionsEnded(userId)).toEqual([
      { userId, tokenVersion: 1, keptJti: null },
      { userId, tokenVersion: 2, keptJti: null },
    ]);
  });

  it('a queue dashboard cookie ends with the session it was made from', async () => {
    const { userId, acting } = await signedInTwice();
    const { token: kept, recoveryCodes } = await suite.api.enableAuthenticator(acting);
    await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', userId).execute();
    const opened = await suite.app.inject({
      method: 'POST',
      url: '/v1/admin/queues-session',
      headers: { authorization: `Bearer ${kept}` },
    });
    expect(opened.statusCode).toBe(200);
    const cookie = String(opened.headers['set-cookie']).split(';')[0]!;
    const dashboard = () =>
      suite.app.inject({ method: 'GET', url: '/admin/queues', headers: { cookie } });
    expect((await dashboard()).statusCode).toBe(200);
    const disabled = await suite.api.call(
      'POST',
      '/v1/authenticator-app/disable',
      { factor: 'recovery', code: recoveryCodes[0] },
      kept,
    );
    expect(disabled.status).toBe(200);
    expect((await dashboard()).statusCode).toBe(401);
  });
});
