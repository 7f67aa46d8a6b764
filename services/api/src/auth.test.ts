import { describe, expect, it } from 'vitest';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { signUpBody } from '@wishwall/testing/sign-up-body';
import { buildApp } from './app.ts';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();
const { ctx } = suite;

const countUsers = () => new UserRepository(ctx.db).count();

describe('captcha', () => {
  it('issues an SVG image and a token that works once and expires in 5 minutes', async () => {
    const { body } = await suite.api.call('GET', '/v1/captcha');
    expect(body.data.captcha_image).toMatch(/^data:image\/svg\+xml;base64,/);
    const key = `${ctx.redisPrefix}:captcha:${body.data.captcha_token}`;
    const ttl = await ctx.redis.ttl(key);
    expect(ttl).toBeGreaterThan(290);
    expect(ttl).toBeLessThanOrEqual(300);

    const captcha = await ctx.redis.get(key);
    const first = await suite.api.register({ captcha, captchaToken: body.data.captcha_token });
    expect(first.status).toBe(200);
    const reused = await suite.api.register({ captcha, captchaToken: body.data.captcha_token });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('invalid_captcha');
  });

  it('a wrong answer burns the token', async () => {
    const solved = await suite.api.solvedCaptcha();
    expect(
      (await suite.api.register({ captcha: 'nope!', captchaToken: solved.captchaToken })).body.code,
    ).toBe('invalid_captcha');
    expect((await suite.api.register({ ...solved })).body.code).toBe('invalid_captcha');
  });
});

describe('captcha limits and test mode', () => {
  it('limits captchas per IP', async () => {
    const results = await Promise.all(
      Array.from({ length: 61 }, () =>
        suite.api.call('GET', '/v1/captcha', undefined, undefined, '10.3.0.1'),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(60);
    expect(results.find((r) => r.status === 429)?.body.code).toBe('rate_limited');
  });

  it('accepts a configured test answer for any token, as hosted captchas do in test mode', async () => {
    const testApp = await buildApp({
      config: { ...ctx.config, captchaTestAnswer: 'pass' },
      db: ctx.db,
      redis: ctx.redis,
    });
    try {
      const response = await testApp.inject({
        method: 'POST',
        url: '/v1/register',
        payload: signUpBody({
          name: 'Tester',
          email: `tester-${crypto.randomUUID()}@example.test`,
          password: 'long enough password',
          captcha: 'PASS',
          captchaToken: 'any-token',
        }),
      });
      expect(response.statusCode).toBe(200);
    } finally {
      await testApp.close();
    }
  });
});

describe('POST /v1/register', () => {
  it('creates the account, signs in at once, and queues the welcome and verification mails', async () => {
    const before = await suite.api.outboxEvents('email.verification_requested');
    const { status, body, email } = await suite.api.register({
      email_subject: 'Click here',
      email_body: '<a href="https://evil.test">phish</a>',
    });
    expect(status).toBe(200);
    expect(body.status).toBe(true);
    expect(typeof body.data.token).toBe('string');
    expect(body.data.user).toMatchObject({
      name: 'Ada Lovelace',
      email,
      email_verified_at: null,
      wishes: [],
      gifted_wishes_as_receiver: [],
      gift_waiting: false,
      data_user: {
        avatar_url: null,
        country: { name: 'Spain', country_code: 'ES' },
        two_factor_enabled: 0,
      },
    });
    const user = await new UserRepository(ctx.db).findByEmail(email);
    // At the configured cost: the tests' cheap one here (NODE_ENV=test), OWASP's elsewhere.
    const { memoryKib, iterations, parallelism } = ctx.config.passwordHashing;
    expect(
      user?.password_hash?.startsWith(
        `$argon2id$v=19$m=${memoryKib},t=${iterations},p=${parallelism}$`,
      ),
    ).toBe(true);
    const events = await suite.api.outboxEvents('email.verification_requested');
    expect(events).toHaveLength(before.length + 1);
    expect(events[0]?.payload).toEqual({ userId: user?.id, email });
    expect(JSON.stringify(events)).not.toContain('evil.test');
    expect((await suite.api.outboxEvents('user.registered'))[0]?.payload).toEqual({
      userId: user?.id,
    });
  });

  it('links the new user to the referrer of a referral code', async () => {
    const referrer = await suite.api.register();
    const code = referrer.body.data.user.data_user.referral_code;
    const referred = await suite.api.register({ referral_code: code });
    const row = await new UserRepository(ctx.db).findByEmail(referred.email);
    expect(row?.referred_by_user_id).toBe(referrer.body.data.user.id);
  });

  it('reads a referral code typed in capitals as the same code', async () => {
    const referrer = await suite.api.register();
    const code: string = referrer.body.data.user.data_user.referral_code;
    const referred = await suite.api.register({ referral_code: ` ${code.toUpperCase()} ` });
    const row = await new UserRepository(ctx.db).findByEmail(referred.email);
    expect(row?.referred_by_user_id).toBe(referrer.body.data.user.id);
  });

  it.each([
    ['a missing name', { name: undefined }, 'validation_failed'],
    ['a bad e-mail', { email: 'not-an-email' }, 'validation_failed'],
    [
      'a short password',
      { password: 'short', password_confirmation: 'short' },
      'validation_failed',
    ],
    [
      'a mismatched confirmation',
      { password_confirmation: 'something else' },
      'password_does_not_match',
    ],
    ['a missing captcha', { captcha: undefined }, 'validation_failed'],
    ['a wrong captcha', { captcha: 'wrong' }, 'invalid_captcha'],
  ])('refuses %s and creates nothing', async (_case, overrides, code) => {
    const before = await countUsers();
    const { status, body } = await suite.api.register(overrides);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: false, code });
    expect(await countUsers()).toBe(before);
  });

  it('refuses an e-mail already registered, in any case', async () => {
    const first = await suite.api.register();
    const before = await countUsers();
    const again = await suite.api.register({ email: first.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('email_already_registered');
    expect(await countUsers()).toBe(before);
  });

  it('creates one account when 20 registrations with one e-mail race', async () => {
    const email = `race-${crypto.randomUUID()}@example.test`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => suite.api.register({ email })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'email_already_registered')).toHaveLength(19);
    const rows = await ctx.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('POST /v1/login', () => {
  it('signs in with the right password', async () => {
    const { email, password } = await suite.api.register();
    const { status, body } = await suite.api.login(email, password);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ requireCode: false, user: { email } });
    expect(typeof body.data.token).toBe('string');
  });

  it('answers an unknown e-mail exactly as a wrong password', async () => {
    const { email } = await suite.api.register();
    const wrongPassword = await suite.api.login(email, 'not the password', '10.0.0.1');
    const unknownEmail = await suite.api.login(
      `nobody-${crypto.randomUUID()}@example.test`,
      'whatever1',
      '10.0.0.2',
    );
    expect(wrongPassword).toEqual(unknownEmail);
    expect(wrongPassword).toEqual({
      status: 401,
      body: { status: false, code: 'wrong_credentials', message: 'Wrong credentials', data: null },
    });
  });

  it('throttles an account after 5 failures, even with the right password', async () => {
    const { email, password } = await suite.api.register();
    for (let i = 0; i < 5; i++) {
      expect((await suite.api.login(email, 'wrong password', `10.1.0.${i}`)).body.code).toBe(
        'wrong_credentials',
      );
    }
    const blocked = await suite.api.login(email, password, '10.1.1.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('rate_limited');
  });

  it('throttles an IP that fails across many accounts', async () => {
    for (let i = 0; i < 30; i++) {
      await suite.api.login(`spray-${i}@example.test`, 'wrong password', '10.2.0.1');
    }
    const { email, password } = await suite.api.register();
    expect((await suite.api.login(email, password, '10.2.0.1')).body.code).toBe('rate_limited');
    expect((await suite.api.login(email, password, '10.2.0.2')).status).toBe(200);
  });

  it('requires the captcha', async () => {
    const { email, password } = await suite.api.register();
    const { status, body } = await suite.api.call('POST', '/v1/login', { email, password });
    expect(status).toBe(400);
    expect(body.code).toBe('validation_failed');
  });
});
