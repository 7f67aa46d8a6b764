import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenClaims } from '@wishwall/contracts/token-claims';
import { fundWallet, walletBalance } from '@wishwall/core/test-support/wallet-fixtures';
import { TwoFactorAttemptRepository } from '@wishwall/db/repositories/two-factor-attempt.repository';
import { matchTotpStep, totpCode } from '@wishwall/security/totp';
import { withAuthenticatorApp } from './test-support/operator-fixtures.ts';
import { sessionToken } from './test-support/session-tokens.ts';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();
const { ctx } = suite;
afterEach(() => vi.useRealTimers());

const nowInSeconds = () => Math.floor(Date.now() / 1000);
const hoursAgo = (hours: number) => nowInSeconds() - hours * 3600;
type Claims = TokenClaims & { exp: number; iat: number };
const claimsOf = (token: string) => suite.app.jwt.decode<Claims>(token)!;

/**
 * An account made an operator, with an authenticator app and codes by e-mail on; no session
 * yet. `secret` gives the app's codes.
 */
async function operatorAccount() {
  const { body, email } = await suite.api.registerVerified();
  const secret = await withAuthenticatorApp(ctx, body.data.user.id as string);
  const user = await ctx.db
    .updateTable('users')
    .set({ role: 'admin', two_factor_enabled: true })
    .where('id', '=', body.data.user.id as string)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { user, email, secret };
}

const credit = (token: string, email: string) =>
  suite.api.call('POST', '/v1/admin/credits', { email, amount: '50', reason: 'Step-up' }, token);

const startStepUp = (token: string) => suite.api.call('POST', '/v1/step-up', undefined, token);
const verifyStepUp = (token: string, code: string) =>
  suite.api.call('POST', '/v1/step-up/verify', { code }, token);
const verifyWithApp = (token: string, code: string) =>
  suite.api.call('POST', '/v1/step-up/verify', { code, factor: 'totp' }, token);

/** What the mail worker does for the step-up the session `token` just started. */
async function mailedCode(userId: string, code = '314159') {
  const attempt = await new TwoFactorAttemptRepository(ctx.db).findOpen(userId, 'step_up');
  return suite.api.mintTwoFactorCode(attempt!.id, code);
}

/** A pending withdrawal request of a new user, for an operator to decide. */
async function pendingWithdrawal() {
  const { body } = await suite.api.registerVerified();
  await fundWallet(ctx.db, body.data.user.id, 10_000_000n);
  const asked = await suite.api.call(
    'POST',
    '/v1/transactions',
    { amount: 10, destination: 'payee@paypal.test' },
    body.data.token,
  );
  return asked.body.data.transaction.id as string;
}

describe('step-up before an operator’s money action', () => {
  it('a session that passed its code 13 hours ago is asked again, and goes on with a fresh code', async () => {
    const { user, secret } = await operatorAccount();
    const receiver = await suite.api.registerVerified();
    const stale = sessionToken(suite.app, user, {
      amr: ['pwd', 'otp'],
      auth_time: hoursAgo(13),
    });
    const refused = await credit(stale, receiver.email);
    expect([refused.status, refused.body.code]).toEqual([401, 'step_up_required']);
    expect(await walletBalance(ctx.db, receiver.body.data.user.id)).toBe(0n);
    // Reading still works: only money needs a recent code.
    expect((await suite.api.call('GET', '/v1/admin/audit', undefined, stale)).status).toBe(200);

    // A code by e-mail is a second factor, but not an operator's: the session stays stale.
    expect((await startStepUp(stale)).status).toBe(200);
    const mails = await suite.api.outboxEvents('two_factor.code_requested');
    expect(mails[0]?.payload).toMatchObject({ userId: user.id });
    const mailed = await verifyStepUp(stale, await mailedCode(user.id));
    // The factor passed now replaces the old one: `auth_time` dates only what `amr` holds.
    expect(claimsOf(mailed.body.data.token).amr).toEqual(['pwd', 'email_otp']);
    const stillStale = await credit(mailed.body.data.token, receiver.email);
    expect([stillStale.status, stillStale.body.code]).toEqual([401, 'step_up_required']);

    const stepped = await verifyWithApp(stale, totpCode(secret));
    expect(stepped.status).toBe(200);
    const token: string = stepped.body.data.token;

    // The same session, with the factor passed just now; its life is not lengthened.
    const before = claimsOf(stale);
    const after = claimsOf(token);
    expect(after).toMatchObject({ sub: before.sub, ver: before.ver, jti: before.jti });
    expect(after.exp).toBe(before.exp);
    expect(after.amr).toEqual(['pwd', 'otp']);
    expect(after.auth_time).toBeGreaterThanOrEqual(nowInSeconds() - 5);

    expect((await credit(token, receiver.email)).status).toBe(200);
    expect(await walletBalance(ctx.db, receiver.body.data.user.id)).toBe(50_000_000n);
    // Logging out with the new token ends the session, the old token with it.
    expect((await suite.api.call('POST', '/v1/logout', undefined, token)).status).toBe(200);
    expect((await suite.api.call('GET', '/v1/user/get-profile', undefined, stale)).status).toBe(
      401,
    );
  });

  it('each withdrawal decision and the raffle draw ask an old session again', async () => {
    const { user } = await operatorAccount();
    const fresh = sessionToken(suite.app, user, { amr: ['pwd', 'otp'] });
    const stale = sessionToken(suite.app, user, {
      amr: ['pwd', 'otp'],
      auth_time: hoursAgo(12.5),
    });
    const decide = (id: string, decision: string, token: string) =>
      suite.api.call(
        'POST',
        `/v1/admin/withdrawals/${id}/decision`,
        { decision, reason: 'Not this time' },
        token,
      );
    const toPay = await pendingWithdrawal();
    const toReject = await pendingWithdrawal();
    for (const [id, decision] of [
      [toPay, 'approve'],
      [toReject, 'reject'],
    ] as const) {
      const refused = await decide(id, decision, stale);
      expect([refused.status, refused.body.code]).toEqual([401, 'step_up_required']);
    }
    expect((await decide(toPay, 'approve', fresh)).status).toBe(200);
    const payout = await decide(toPay, 'mark_paid', stale);
    expect([payout.status, payout.body.code]).toEqual([401, 'step_up_required']);
    const draw = await suite.api.call('POST', '/v1/admin/raffle/draw', undefined, stale);
    expect([draw.status, draw.body.code]).toEqual([401, 'step_up_required']);
    const statuses = await ctx.db
      .selectFrom('withdrawals')
      .select(['id', 'status'])
      .where('id', 'in', [toPay, toReject])
      .orderBy('id')
      .execute();
    expect(statuses.map((row) => row.status)).toEqual(['approved', 'pending']);
  });

  it('a session that signed in with the code today is asked again once OPERATOR_STEP_UP_HOURS have passed', async () => {
    const { user } = await operatorAccount();
    const receiver = await suite.api.registerVerified();
    const token = sessionToken(suite.app, user, { amr: ['pwd', 'otp'] });
    expect((await credit(token, receiver.email)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (ctx.config.operatorStepUpHours * 3600 - 60) * 1000);
    expect((await credit(token, receiver.email)).status).toBe(200);
    vi.setSystemTime(Date.now() + 120_000);
    const refused = await credit(token, receiver.email);
    expect([refused.status, refused.body.code]).toEqual([401, 'step_up_required']);
  });

  it('a password-only session of an operator steps up to the console with the app’s code', async () => {
    const { user, secret } = await operatorAccount();
    const passwordOnly = sessionToken(suite.app, user);
    const refused = await suite.api.call('GET', '/v1/admin/overview', undefined, passwordOnly);
    expect([refused.status, refused.body.code]).toEqual([401, 'step_up_required']);
    const stepped = await verifyWithApp(passwordOnly, totpCode(secret));
    expect(claimsOf(stepped.body.data.token).amr).toEqual(['pwd', 'otp']);
    const overview = await suite.api.call(
      'GET',
      '/v1/admin/overview',
      undefined,
      stepped.body.data.token,
    );
    expect(overview.status).toBe(200);
  });

  it('a code works once, for the session that asked for it, and only with two-factor on', async () => {
    const { user } = await operatorAccount();
    const asking = sessionToken(suite.app, user);
    const other = sessionToken(suite.app, user);
    expect((await startStepUp(asking)).status).toBe(200);
    const code = await mailedCode(user.id);
    expect((await verifyStepUp(other, code)).body.code).toBe('invalid_2fa_code');
    expect((await verifyStepUp(asking, '000000')).body.code).toBe('invalid_2fa_code');
    expect((await verifyStepUp(asking, code)).status).toBe(200);
    expect((await verifyStepUp(asking, code)).body.code).toBe('invalid_2fa_code');
    expect((await verifyStepUp(asking, '12345')).body.code).toBe('validation_failed');

    const anonymous = await suite.api.call('POST', '/v1/step-up');
    expect([anonymous.status, anonymous.body.code]).toEqual([401, 'unauthorized']);
    const { body } = await suite.api.register();
    const without2fa = await startStepUp(body.data.token);
    expect([without2fa.status, without2fa.body.code]).toEqual([403, 'two_factor_required']);
  });

  it('a new step-up code replaces the one before, and no more than 5 are sent in 15 minutes', async () => {
    const { user } = await operatorAccount();
    const token = sessionToken(suite.app, user);
    expect((await startStepUp(token)).status).toBe(200);
    const first = await mailedCode(user.id, '111111');
    expect((await startStepUp(token)).status).toBe(200);
    await mailedCode(user.id, '222222');
    expect((await verifyStepUp(token, first)).body.code).toBe('invalid_2fa_code');
    for (let sent = 2; sent < 5; sent++) expect((await startStepUp(token)).status).toBe(200);
    expect((await startStepUp(token)).body.code).toBe('rate_limited');
  });

  it('100 step-ups with one app code at once give exactly one token', async () => {
    const { user, secret } = await operatorAccount();
    const token = sessionToken(suite.app, user);
    const code = totpCode(secret);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => verifyWithApp(token, code)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    // The others: the step already used, or the account's tries spent (10 in 15 minutes).
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expect([
        [400, 'invalid_2fa_code'],
        [429, 'too_many_code_tries'],
      ]).toContainEqual([answer.status, answer.body.code]);
    }
    const stored = await ctx.db
      .selectFrom('authenticator_apps')
      .select(['last_used_step', 'tries'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.last_used_step).toBe(matchTotpStep(secret, code, new Date()));
  });

  it('50 verifications of one code at once give exactly one token', async () => {
    const { user } = await operatorAccount();
    const token = sessionToken(suite.app, user);
    expect((await startStepUp(token)).status).toBe(200);
    const code = await mailedCode(user.id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => verifyStepUp(token, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.status === 400 && answer.body.code === 'invalid_2fa_code'),
    ).toHaveLength(49);
  });
});
