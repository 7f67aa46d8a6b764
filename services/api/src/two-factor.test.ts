import { describe, expect, it } from 'vitest';
import { TwoFactorAttemptRepository } from '@wishwall/db/repositories/two-factor-attempt.repository';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();
const { ctx } = suite;

const openAttempt = (userId: string, purpose: 'login' | 'enable') =>
  new TwoFactorAttemptRepository(ctx.db).findOpen(userId, purpose);

/** A registered user with two-factor turned on through the settings flow. */
async function userWithTwoFactor() {
  const registered = await suite.api.register();
  const token = registered.body.data.token;
  const userId: string = registered.body.data.user.id;
  const requested = await suite.api.call(
    'POST',
    '/v1/request-two-factor',
    { two_factor_type: 'email', purpose: 'enable' },
    token,
  );
  expect(requested.status).toBe(200);
  const attempt = await openAttempt(userId, 'enable');
  const code = await suite.api.mintTwoFactorCode(attempt!.id, '482913');
  const wrong = await suite.api.call('POST', '/v1/enable-two-factor', { code: '000000' }, token);
  expect(wrong.body.code).toBe('invalid_2fa_code');
  const enabled = await suite.api.call('POST', '/v1/enable-two-factor', { code }, token);
  expect(enabled.status).toBe(200);
  expect(enabled.body.data.user.data_user.two_factor_enabled).toBe(1);
  // Enabling ended every other session; this one goes on with the token in the answer.
  return { ...registered, userId, token: enabled.body.data.token as string };
}

async function startLogin(email: string, password: string) {
  const { body } = await suite.api.login(email, password);
  expect(body.data).toMatchObject({
    requireCode: true,
    token: null,
    user: null,
    factors: ['email'],
  });
  return body.data.two_factor_token as string;
}

const verify = (two_factor_token: string, code: string) =>
  suite.api.call('POST', '/v1/verify-two-factor', { two_factor_token, code });

const resend = (two_factor_token: string) =>
  suite.api.call('POST', '/v1/request-two-factor', {
    two_factor_type: 'email',
    purpose: 'login',
    two_factor_token,
  });

describe('two-factor by e-mail', () => {
  it('enabling sends a code through the outbox and needs the right code', async () => {
    const { userId } = await userWithTwoFactor();
    const events = await suite.api.outboxEvents('two_factor.code_requested');
    expect(events.some((e) => (e.payload as { userId: string }).userId === userId)).toBe(true);
  });

  it('a login issues its token only after the code for that attempt', async () => {
    const { email, password, userId } = await userWithTwoFactor();
    const attemptToken = await startLogin(email, password);
    const attempt = await openAttempt(userId, 'login');
    const code = await suite.api.mintTwoFactorCode(attempt!.id, '246810');

    // Another attempt's token does not take this code.
    const otherAttempt = await startLogin(email, password);
    expect((await verify(otherAttempt, code)).body.code).toBe('invalid_2fa_code');

    const done = await verify(attemptToken, code);
    expect(done.status).toBe(200);
    expect(done.body.data.user.id).toBe(userId);
    expect(
      (await suite.api.call('GET', '/v1/user/get-profile', undefined, done.body.data.token)).status,
    ).toBe(200);
    // Single use.
    expect((await verify(attemptToken, code)).body.code).toBe('invalid_2fa_code');
  });

  it('stores the code only as a hash', async () => {
    const { email, password, userId } = await userWithTwoFactor();
    await startLogin(email, password);
    const attempt = await openAttempt(userId, 'login');
    await suite.api.mintTwoFactorCode(attempt!.id, '135791');
    const row = await openAttempt(userId, 'login');
    expect(row?.code_hash).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain('135791');
  });

  it('an expired code is refused', async () => {
    const { email, password, userId } = await userWithTwoFactor();
    const attemptToken = await startLogin(email, password);
    const code = await suite.api.mintTwoFactorCode(
      (await openAttempt(userId, 'login'))!.id,
      '112233',
      -1,
    );
    expect((await verify(attemptToken, code)).body.code).toBe('invalid_2fa_code');
  });

  it('five wrong codes void it, even for the right code after', async () => {
    const { email, password, userId } = await userWithTwoFactor();
    const attemptToken = await startLogin(email, password);
    const code = await suite.api.mintTwoFactorCode(
      (await openAttempt(userId, 'login'))!.id,
      '777777',
    );
    const wrong = await Promise.all(
      ['1', '2', '3', '4', '5'].map((d) => verify(attemptToken, d.repeat(6))),
    );
    expect(wrong.every((r) => r.body.code === 'invalid_2fa_code')).toBe(true);
    const right = await verify(attemptToken, code);
    expect(right.status).toBe(400);
    expect(right.body.code).toBe('invalid_2fa_code');
  });

  it('concurrent guesses never get more than five tries', async () => {
    const { email, password, userId } = await userWithTwoFactor();
    const attemptToken = await startLogin(email, password);
    const attempt = await openAttempt(userId, 'login');
    const code = await suite.api.mintTwoFactorCode(attempt!.id, '999999');
    const guesses = Array.from({ length: 20 }, (_, i) => String(100000 + i));
    await Promise.all(guesses.map((guess) => verify(attemptToken, guess)));
    const row = await new TwoFactorAttemptRepository(ctx.db).findById(attempt!.id);
    expect(row?.failed_attempts).toBe(5);
    expect((await verify(attemptToken, code)).body.code).toBe('invalid_2fa_code');
  });

  it('a resend replaces the code', async () => {
    const { email, password, userId } = await userWithTwoFactor();
    const attemptToken = await startLogin(email, password);
    const attemptId = (await openAttempt(userId, 'login'))!.id;
    const oldCode = await suite.api.mintTwoFactorCode(attemptId, '111111');
    const resent = await suite.api.call('POST', '/v1/request-two-factor', {
      two_factor_type: 'email',
      purpose: 'login',
      two_factor_token: attemptToken,
    });
    expect(resent.status).toBe(200);
    const newCode = await suite.api.mintTwoFactorCode(attemptId, '222222');
    expect((await verify(attemptToken, oldCode)).body.code).toBe('invalid_2fa_code');
    expect((await verify(attemptToken, newCode)).status).toBe(200);
  });

  it('resends never give one sign-in more than five tries in all', async () => {
    const { email, password, userId } = await userWithTwoFactor();
    const attemptToken = await startLogin(email, password);
    const attemptId = (await openAttempt(userId, 'login'))!.id;
    await suite.api.mintTwoFactorCode(attemptId, '111111');
    for (const wrong of ['000001', '000002']) {
      expect((await verify(attemptToken, wrong)).body.code).toBe('invalid_2fa_code');
    }
    expect((await resend(attemptToken)).status).toBe(200);
    await suite.api.mintTwoFactorCode(attemptId, '222222');
    for (const wrong of ['000003', '000004', '000005']) {
      expect((await verify(attemptToken, wrong)).body.code).toBe('invalid_2fa_code');
    }
    const noTriesLeft = await resend(attemptToken);
    expect(noTriesLeft.status).toBe(400);
    expect(noTriesLeft.body).toMatchObject({ code: 'invalid_2fa_code' });
    expect(noTriesLeft.body.message).toMatch(/sign in again/);
    const code = await suite.api.mintTwoFactorCode(attemptId, '333333');
    expect((await verify(attemptToken, code)).body.code).toBe('invalid_2fa_code');
  });

  it('a sign-in gets at most three resends, even all at once', async () => {
    const { email, password, userId } = await userWithTwoFactor();
    const attemptToken = await startLogin(email, password);
    const resends = await Promise.all(Array.from({ length: 10 }, () => resend(attemptToken)));
    expect(resends.filter((r) => r.status === 200)).toHaveLength(3);
    const refused = resends.find((r) => r.status !== 200);
    expect(refused?.status).toBe(429);
    expect(refused?.body).toMatchObject({ code: 'rate_limited' });
    expect(refused?.body.message).toMatch(/sign in again/);

    const code = await suite.api.mintTwoFactorCode((await openAttempt(userId, 'login'))!.id);
    const done = await suite.app.inject({
      method: 'POST',
      url: '/v1/verify-two-factor',
      payload: { two_factor_token: attemptToken, code },
    });
    expect(done.statusCode).toBe(200);
    expect(done.headers['cache-control']).toBe('no-store');
  });

  it('refuses malformed codes and unknown attempts', async () => {
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      expect((await verify('whatever', code)).body.code).toBe('validation_failed');
    }
    expect((await verify('not-an-attempt', '123456')).body.code).toBe('invalid_2fa_code');
  });

  it('disabling needs a current code, mailed for this session; the next login needs none', async () => {
    const { email, password, token, userId } = await userWithTwoFactor();
    const disable = (body?: object) =>
      suite.api.call('POST', '/v1/disable-two-factor', body, token);
    expect((await disable()).body.code).toBe('validation_failed');
    expect((await disable({ factor: 'email', code: '000000' })).body.code).toBe('invalid_2fa_code');
    // No app: neither its codes nor recovery codes prove anything.
    expect((await disable({ factor: 'totp', code: '123456' })).body.code).toBe('invalid_2fa_code');
    expect((await disable({ factor: 'recovery', code: 'abcde-fghjk' })).body.code).toBe(
      'invalid_2fa_code',
    );
    expect(
      (await suite.api.call('GET', '/v1/user/get-profile', undefined, token)).body.data,
    ).toMatchObject({ user: { data_user: { two_factor_enabled: 1 } } });
    const code = await suite.api.stepUpCode(userId, token);
    const disabled = await disable({ factor: 'email', code });
    expect(disabled.body.data.user.data_user.two_factor_enabled).toBe(0);
    const changes = (await suite.api.outboxEvents('user.second_factor_changed'))
      .map((event) => event.payload)
      .filter((payload) => (payload as { userId: string }).userId === userId);
    expect(changes).toEqual([
      { userId, change: 'email_off' },
      { userId, change: 'email_on' },
    ]);
    const { body } = await suite.api.login(email, password);
    expect(body.data.requireCode).toBe(false);
    expect(typeof body.data.token).toBe('string');
  });

  it('enabling needs a signed-in user', async () => {
    const result = await suite.api.call('POST', '/v1/request-two-factor', {
      two_factor_type: 'email',
      purpose: 'enable',
    });
    expect(result.status).toBe(401);
  });

  it('sends enabling codes to one user at most 10 times in 10 minutes', async () => {
    const { body } = await suite.api.register();
    const token: string = body.data.token;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        suite.api.call(
          'POST',
          '/v1/request-two-factor',
          { two_factor_type: 'email', purpose: 'enable' },
          token,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.body.code === 'rate_limited')).toHaveLength(2);
  });
});
