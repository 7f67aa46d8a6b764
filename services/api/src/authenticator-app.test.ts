import { describe, expect, it } from 'vitest';
import type { TokenClaims } from '@wishwall/contracts/token-claims';
import { TwoFactorAttemptRepository } from '@wishwall/db/repositories/two-factor-attempt.repository';
import { totpCode, totpStep } from '@wishwall/security/totp';
import { ACCOUNT_TRIES_WINDOW_MS } from './services/authenticator.service.ts';
import { useApi } from './test-support/use-api.ts';

// Authenticator apps (docs/decisions/0047-authenticator-apps.md), against real Postgres: set up,
// sign in with the app or a recovery code, each code once, one step of drift, tries capped
// per account, turned off and renewed only with a current factor.
const suite = useApi();
const { ctx } = suite;

const claimsOf = (token: string) => suite.app.jwt.decode<TokenClaims>(token)!;
const stepsAgo = (steps: number) => new Date(Date.now() - steps * 30_000);

/** A signed-in account with an app turned on through the security tab's calls. */
async function userWithApp() {
  const registered = await suite.api.registerVerified();
  const { token, secret, recoveryCodes } = await suite.api.enableAuthenticator(
    registered.body.data.token,
  );
  return {
    email: registered.email,
    password: registered.password,
    userId: registered.body.data.user.id as string,
    token,
    secret,
    recoveryCodes,
  };
}

async function startLogin(email: string, password: string) {
  const { body } = await suite.api.login(email, password);
  expect(body.data).toMatchObject({ requireCode: true, token: null, user: null });
  return { attemptToken: body.data.two_factor_token as string, factors: body.data.factors };
}

const withApp = (two_factor_token: string, code: string) =>
  suite.api.call('POST', '/v1/verify-two-factor', { two_factor_token, code, factor: 'totp' });
const withRecovery = (two_factor_token: string, recovery_code: string) =>
  suite.api.call('POST', '/v1/verify-recovery-code', { two_factor_token, recovery_code });

async function appRow(userId: string) {
  return ctx.db
    .selectFrom('authenticator_apps')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

describe('turning an authenticator app on', () => {
  it('shows a secret and its QR code, keeps it encrypted, and confirms it with a first code', async () => {
    const registered = await suite.api.registerVerified();
    const token: string = registered.body.data.token;
    const userId: string = registered.body.data.user.id;
    const bystander: string = (await suite.api.login(registered.email, registered.password)).body
      .data.token;

    const first = await suite.api.call('POST', '/v1/authenticator-app/setup', undefined, token);
    expect(first.status).toBe(200);
    const setup = await suite.api.call('POST', '/v1/authenticator-app/setup', undefined, token);
    const { secret, otpauth_url: uri, qr_code: qr } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain(encodeURIComponent(registered.email));
    expect(Buffer.from(qr.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(
      /^<svg/,
    );
    const stored = await appRow(userId);
    expect(stored?.secret_encrypted).not.toContain(secret);
    expect(stored?.confirmed_at).toBeNull();

    // Not on yet: sign-in asks nothing, and the first secret was replaced.
    const login = await suite.api.login(registered.email, registered.password);
    expect(login.body.data).toMatchObject({ requireCode: false, factors: [] });
    const enable = (code: string) =>
      suite.api.call('POST', '/v1/authenticator-app/enable', { code }, token);
    expect((await enable(totpCode(first.body.data.secret))).body.code).toBe('invalid_2fa_code');
    expect((await enable(totpCode(secret, stepsAgo(2)))).body.code).toBe('invalid_2fa_code');

    const enabled = await enable(totpCode(secret));
    expect(enabled.status).toBe(200);
    const codes: string[] = enabled.body.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(enabled.body.data.user.data_user).toMatchObject({ totp_enabled: 1 });
    // This session has passed the app's code; every other session ended.
    const kept: string = enabled.body.data.token;
    expect(claimsOf(kept)).toMatchObject({ jti: claimsOf(token).jti, amr: ['pwd', 'otp'] });
    for (const ended of [token, bystander]) {
      expect((await suite.api.call('GET', '/v1/user/get-profile', undefined, ended)).status).toBe(
        401,
      );
    }
    // Recovery codes are kept only as keyed hashes.
    const hashes = await ctx.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', userId)
      .execute();
    expect(hashes).toHaveLength(10);
    const dump = JSON.stringify(hashes);
    for (const code of codes) expect(dump).not.toContain(code.replace('-', ''));
    expect(await suite.api.secondFactorChanges(userId)).toEqual(['app_on']);

    // On: a new setup is refused and the secret stays.
    const again = await suite.api.call('POST', '/v1/authenticator-app/setup', undefined, kept);
    expect([again.status, again.body.code]).toEqual([409, 'authenticator_already_on']);
    expect((await appRow(userId))?.secret_encrypted).toBe(stored?.secret_encrypted);
  });
});

describe('signing in with an authenticator app', () => {
  it('asks for the app’s code (no mail), accepts it once, and the session has passed otp', async () => {
    const { email, password, userId, secret } = await userWithApp();
    const mailsBefore = (await suite.api.outboxEvents('two_factor.code_requested')).length;
    const { attemptToken, factors } = await startLogin(email, password);
    expect(factors).toEqual(['totp']);
    expect((await suite.api.outboxEvents('two_factor.code_requested')).length).toBe(mailsBefore);
    // Codes by e-mail are off: none is sent on request either.
    const mailed = await suite.api.call('POST', '/v1/request-two-factor', {
      two_factor_type: 'email',
      purpose: 'login',
      two_factor_token: attemptToken,
    });
    expect(mailed.body.code).toBe('invalid_2fa_code');

    // The step enabling used is spent: the next step's code (a phone a little ahead) works.
    const aheadAt = new Date(Date.now() + 30_000);
    const ahead = totpCode(secret, aheadAt);
    const signedIn = await withApp(attemptToken, ahead);
    expect(signedIn.status).toBe(200);
    expect(claimsOf(signedIn.body.data.token).amr).toEqual(['pwd', 'otp']);
    expect((await withApp(attemptToken, ahead)).body.code).toBe('invalid_2fa_code');
    // The same code on a new sign-in: the step was used.
    const second = await startLogin(email, password);
    expect((await withApp(second.attemptToken, ahead)).body.code).toBe('invalid_2fa_code');
    expect((await appRow(userId))?.last_used_step).toBe(totpStep(aheadAt));
  });

  it('allows one step of drift behind, not two', async () => {
    const { email, password, userId, secret } = await userWithApp();
    // Enabling used the current step; as if it had been a while ago.
    await ctx.db
      .updateTable('authenticator_apps')
      .set({ last_used_step: totpStep(new Date()) - 5 })
      .where('user_id', '=', userId)
      .execute();
    const { attemptToken } = await startLogin(email, password);
    expect((await withApp(attemptToken, totpCode(secret, stepsAgo(2)))).body.code).toBe(
      'invalid_2fa_code',
    );
    expect((await withApp(attemptToken, totpCode(secret, stepsAgo(1)))).status).toBe(200);
  });

  it('caps the codes tried per account across sign-ins, not only per sign-in', async () => {
    const { email, password, userId, secret } = await userWithApp();
    const wrong = totpCode(secret, stepsAgo(10));
    // Five tries per sign-in: three sign-ins could try fifteen, the account allows ten.
    const answers = [];
    for (let login = 0; login < 3; login++) {
      const { attemptToken } = await startLogin(email, password);
      for (let tried = 0; tried < 4; tried++) answers.push(await withApp(attemptToken, wrong));
    }
    expect(answers.slice(0, 10).map((answer) => answer.body.code)).toEqual(
      Array(10).fill('invalid_2fa_code'),
    );
    expect(answers.slice(10).map((answer) => [answer.status, answer.body.code])).toEqual([
      [429, 'too_many_code_tries'],
      [429, 'too_many_code_tries'],
    ]);
    // Even the right code, and a recovery code, wait for the window to pass, which the answer
    // says: the window started with the first wrong code, under 15 minutes ago.
    const { attemptToken } = await startLogin(email, password);
    const right = totpCode(secret, new Date(Date.now() + 30_000));
    const refused = await suite.api.callWithHeaders('POST', '/v1/verify-two-factor', {
      two_factor_token: attemptToken,
      code: right,
      factor: 'totp',
    });
    expect(refused.status).toBe(429);
    const { tries_since: since } = (await appRow(userId))!;
    const left = (since!.getTime() + ACCOUNT_TRIES_WINDOW_MS - Date.now()) / 1000;
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(Math.floor(left));
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(left) + 1);
    await ctx.db
      .updateTable('authenticator_apps')
      .set({ tries_since: new Date(Date.now() - 16 * 60_000) })
      .where('user_id', '=', userId)
      .execute();
    expect((await withApp(attemptToken, right)).status).toBe(200);
    expect((await appRow(userId))?.tries).toBe(0);
  });

  it('a recovery code signs in once, typed however, and the owner is told', async () => {
    const { email, password, userId, recoveryCodes } = await userWithApp();
    const [code, other] = recoveryCodes as [string, string];
    const { attemptToken } = await startLogin(email, password);
    expect((await withRecovery(attemptToken, 'zzzzz-zzzzz')).body.code).toBe('invalid_2fa_code');
    const signedIn = await withRecovery(attemptToken, ` ${code.toUpperCase().replace('-', ' ')} `);
    expect(signedIn.status).toBe(200);
    expect(claimsOf(signedIn.body.data.token).amr).toEqual(['pwd', 'otp']);
    const next = await startLogin(email, password);
    expect((await withRecovery(next.attemptToken, code)).body.code).toBe('invalid_2fa_code');
    expect((await withRecovery(next.attemptToken, other)).status).toBe(200);
    expect(await suite.api.secondFactorChanges(userId)).toEqual([
      'app_on',
      'recovery_code_used',
      'recovery_code_used',
    ]);
  });

  it('100 concurrent uses of one recovery code sign in once', async () => {
    const { email, password, userId, recoveryCodes } = await userWithApp();
    const attempts: { attemptToken: string }[] = [];
    for (let login = 0; login < 5; login++) attempts.push(await startLogin(email, password));
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        withRecovery(attempts[index % attempts.length]!.attemptToken, recoveryCodes[0]!),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((each) => each.status !== 200)) {
      expect(['invalid_2fa_code', 'too_many_code_tries']).toContain(answer.body.code);
    }
    const used = await ctx.db
      .selectFrom('recovery_codes')
      .select('id')
      .where('user_id', '=', userId)
      .where('used_at', 'is not', null)
      .execute();
    expect(used).toHaveLength(1);
  });

  it('100 concurrent sign-ins with one app code across attempts give one session', async () => {
    const { email, password, secret } = await userWithApp();
    const attempts: { attemptToken: string }[] = [];
    for (let login = 0; login < 5; login++) attempts.push(await startLogin(email, password));
    const code = totpCode(secret, new Date(Date.now() + 30_000));
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        withApp(attempts[index % attempts.length]!.attemptToken, code),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('offers both factors when both are on, mailing a code only when asked', async () => {
    const { email, password, userId, token } = await userWithApp();
    await suite.api.enableTwoFactor(userId, token);
    const { attemptToken, factors } = await startLogin(email, password);
    expect(factors).toEqual(['email', 'totp']);
    const attempt = await new TwoFactorAttemptRepository(ctx.db).findOpen(userId, 'login');
    expect(attempt?.code_hash).toBeNull();
    const asked = await suite.api.call('POST', '/v1/request-two-factor', {
      two_factor_type: 'email',
      purpose: 'login',
      two_factor_token: attemptToken,
    });
    expect(asked.status).toBe(200);
    const code = await suite.api.mintTwoFactorCode(attempt!.id);
    const signedIn = await suite.api.call('POST', '/v1/verify-two-factor', {
      two_factor_token: attemptToken,
      code,
    });
    expect(claimsOf(signedIn.body.data.token).amr).toEqual(['pwd', 'email_otp']);
  });
});

describe('changing an authenticator app needs a current factor', () => {
  it('turning it off: refused without one, done with a recovery code; the next sign-in asks nothing', async () => {
    const { email, password, userId, token, recoveryCodes } = await userWithApp();
    const disable = (body?: object) =>
      suite.api.call('POST', '/v1/authenticator-app/disable', body, token);
    expect((await disable()).body.code).toBe('validation_failed');
    expect((await disable({ factor: 'totp', code: '000000' })).body.code).toBe('invalid_2fa_code');
    // Codes by e-mail are off: a mailed step-up code cannot be had, nor counts.
    expect((await disable({ factor: 'email', code: '123456' })).status).toBe(403);
    expect((await appRow(userId))?.confirmed_at).not.toBeNull();

    const disabled = await disable({ factor: 'recovery', code: recoveryCodes[3] });
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.user.data_user.totp_enabled).toBe(0);
    expect(await appRow(userId)).toBeUndefined();
    const left = await ctx.db
      .selectFrom('recovery_codes')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(left).toEqual([]);
    expect(await suite.api.secondFactorChanges(userId)).toEqual([
      'app_on',
      'recovery_code_used',
      'app_off',
    ]);
    const login = await suite.api.login(email, password);
    expect(login.body.data).toMatchObject({ requireCode: false, factors: [] });
  });

  it('renewing the recovery codes: with the app’s code; the old ones stop working', async () => {
    const { email, password, userId, token, secret, recoveryCodes } = await userWithApp();
    const renew = (body: object) =>
      suite.api.call('POST', '/v1/authenticator-app/recovery-codes', body, token);
    const usedStep = (await appRow(userId))!.last_used_step!;
    const used = totpCode(secret, new Date(usedStep * 30_000 + 1000));
    expect((await renew({ factor: 'totp', code: used })).body.code).toBe('invalid_2fa_code');
    const renewed = await renew({ factor: 'totp', code: totpCode(secret, stepsAgo(-1)) });
    expect(renewed.status).toBe(200);
    const fresh: string[] = renewed.body.data.recovery_codes;
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const { attemptToken } = await startLogin(email, password);
    expect((await withRecovery(attemptToken, recoveryCodes[0]!)).body.code).toBe(
      'invalid_2fa_code',
    );
    expect((await withRecovery(attemptToken, fresh[0]!)).status).toBe(200);
    expect(await suite.api.secondFactorChanges(userId)).toEqual([
      'app_on',
      'recovery_codes_renewed',
      'recovery_code_used',
    ]);
  });

  it('refuses hostile input with a clean 4xx and changes nothing', async () => {
    const { userId, token } = await userWithApp();
    const before = await appRow(userId);
    const bodies: [string, unknown][] = [
      ['/v1/authenticator-app/enable', { code: '１２３４５６' }],
      ['/v1/authenticator-app/enable', { code: "1' OR '1'='1" }],
      ['/v1/authenticator-app/enable', { code: 123456 }],
      ['/v1/authenticator-app/disable', { factor: 'sms', code: '123456' }],
      ['/v1/authenticator-app/disable', { factor: 'totp', code: 'x'.repeat(10_000) }],
      ['/v1/authenticator-app/disable', { factor: 'totp', code: { $gt: '' } }],
      ['/v1/authenticator-app/disable', { factor: 'recovery', code: '<script>' }],
      ['/v1/authenticator-app/recovery-codes', { factor: 'recovery', code: '' }],
      ['/v1/authenticator-app/recovery-codes', ['totp', '123456']],
      ['/v1/verify-recovery-code', { two_factor_token: 'x', recovery_code: 'y'.repeat(500) }],
      ['/v1/verify-recovery-code', { two_factor_token: 'x', recovery_code: 'abcde-fghjk' }],
      ['/v1/verify-two-factor', { two_factor_token: 'x', code: '123456', factor: 'sms' }],
      ['/v1/step-up/verify', { code: '123456', factor: 'recovery' }],
    ];
    for (const [url, body] of bodies) {
      const answer = await suite.app.inject({
        method: 'POST',
        url,
        payload: body as object,
        headers: { authorization: `Bearer ${token}` },
      });
      expect([url, answer.statusCode >= 400 && answer.statusCode < 500]).toEqual([url, true]);
      expect(answer.json()).toMatchObject({ status: false, code: expect.any(String) });
    }
    const after = await appRow(userId);
    expect(after).toMatchObject({
      secret_encrypted: before?.secret_encrypted,
      last_used_step: before?.last_used_step,
    });
    expect(await suite.api.secondFactorChanges(userId)).toEqual(['app_on']);
  });
});

describe('the API description', () => {
  it('lists every authenticator call', async () => {
    const { paths } = (await suite.app.inject({ method: 'GET', url: '/docs/json' })).json();
    for (const path of [
      '/v1/authenticator-app/setup',
      '/v1/authenticator-app/enable',
      '/v1/authenticator-app/recovery-codes',
      '/v1/authenticator-app/disable',
      '/v1/verify-recovery-code',
      '/v1/verify-two-factor',
      '/v1/disable-two-factor',
      '/v1/step-up/verify',
    ]) {
      expect([path, paths[path]?.post?.summary]).toEqual([path, expect.any(String)]);
    }
    const proof =
      paths['/v1/authenticator-app/disable'].post.requestBody.content['application/json'].schema;
    // A code, or (docs/decisions/0053-passkeys.md) a passkey's assertion.
    expect(proof.anyOf[0].properties.factor.enum).toEqual(['email', 'totp', 'recovery']);
    expect(JSON.stringify(proof.anyOf[1].properties.factor)).toContain('"passkey"');
  });
});
