import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();
const { ctx } = suite;

const base64url = (value: object | string) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** A token signed by hand, to try what a forger would. */
function forge(header: object, claims: object, secret: string, algorithm = 'sha256') {
  const unsigned = `${base64url(header)}.${base64url(claims)}`;
  const signature = createHmac(algorithm, secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

const profile = (token?: string) => suite.api.call('GET', '/v1/user/get-profile', undefined, token);

describe('sign-in tokens', () => {
  it('the profile needs a valid token', async () => {
    const { body } = await suite.api.register();
    const ok = await profile(body.data.token);
    expect(ok.status).toBe(200);
    expect(ok.body.data.user.id).toBe(body.data.user.id);
    for (const token of [undefined, 'garbage', `${body.data.token}x`]) {
      const denied = await profile(token);
      expect(denied.status).toBe(401);
      expect(denied.body.code).toBe('unauthorized');
    }
  });

  it('refuses tokens with another algorithm, with none, with another key, or expired', async () => {
    const { body } = await suite.api.register();
    const id = body.data.user.id;
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: id,
      ver: 0,
      jti: crypto.randomUUID(),
      amr: ['pwd'],
      auth_time: now,
      iat: now,
      exp: now + 600,
    };
    const secret = ctx.config.jwtSecret;
    const forged = [
      forge({ alg: 'HS512', typ: 'JWT' }, claims, secret, 'sha512'),
      `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
      forge({ alg: 'HS256', typ: 'JWT' }, claims, 'another secret of the same length, maybe'),
      forge({ alg: 'HS256', typ: 'JWT' }, { ...claims, iat: now - 1200, exp: now - 600 }, secret),
    ];
    for (const token of forged) expect((await profile(token)).status).toBe(401);
    // The same claims signed properly do work: the refusals above are about what differs.
    expect((await profile(forge({ alg: 'HS256', typ: 'JWT' }, claims, secret))).status).toBe(200);
  });

  it('refuses tokens signed with the real secret whose claims are malformed or missing', async () => {
    const { body } = await suite.api.register();
    const id: string = body.data.user.id;
    const now = Math.floor(Date.now() / 1000);
    const valid = {
      sub: id,
      ver: 0,
      jti: crypto.randomUUID(),
      amr: ['pwd', 'email_otp'],
      auth_time: now - 60,
      iat: now,
      exp: now + 600,
    };
    const without = (claim: keyof typeof valid) =>
      Object.fromEntries(Object.entries(valid).filter(([key]) => key !== claim));
    const malformed = [
      without('exp'),
      without('jti'),
      without('ver'),
      without('sub'),
      { ...valid, sub: 'abc' },
      { ...valid, sub: '' },
      { ...valid, sub: '0' },
      { ...valid, sub: '-1' },
      { ...valid, sub: '1.5' },
      { ...valid, sub: ` ${id}` },
      { ...valid, sub: '9223372036854775808' },
      { ...valid, sub: '99999999999999999999' },
      { ...valid, sub: Number(id) },
      { ...valid, ver: '0' },
      { ...valid, ver: 0.5 },
      { ...valid, jti: 'not-a-uuid' },
      { ...valid, jti: 42 },
      { ...valid, exp: String(now + 600) },
      without('iat'),
      without('amr'),
      without('auth_time'),
      { ...valid, iat: String(now) },
      { ...valid, amr: 'pwd' },
      { ...valid, amr: [] },
      { ...valid, amr: ['password'] },
      { ...valid, amr: ['pwd', 'pwd'] },
      { ...valid, amr: ['pwd', 7] },
      { ...valid, amr: ['pwd', 'email_otp', 'otp', 'hwk', 'pwd'] },
      { ...valid, amr: { 0: 'pwd' } },
      { ...valid, auth_time: String(now) },
      { ...valid, auth_time: now + 0.5 },
      { ...valid, auth_time: 0 },
      { ...valid, auth_time: -1 },
      // Passed a factor after the token was signed: no token the API signs says so.
      { ...valid, auth_time: now + 60 },
    ];
    for (const claims of malformed) {
      const result = await profile(
        forge({ alg: 'HS256', typ: 'JWT' }, claims, ctx.config.jwtSecret),
      );
      expect({ claims, status: result.status, code: result.body.code }).toEqual({
        claims,
        status: 401,
        code: 'unauthorized',
      });
    }
    const sign = (claims: object) =>
      forge({ alg: 'HS256', typ: 'JWT' }, claims, ctx.config.jwtSecret);
    // The largest id a bigint holds is well-formed: no such user, so a plain 401.
    expect((await profile(sign({ ...valid, sub: '9223372036854775807' }))).status).toBe(401);
    expect((await profile(sign(valid))).status).toBe(200);
  });

  it('logout revokes the token, and only that one', async () => {
    const { email, password, body } = await suite.api.register();
    const other = (await suite.api.login(email, password)).body.data.token;
    const out = await suite.api.call('POST', '/v1/logout', undefined, body.data.token);
    expect(out.status).toBe(200);
    expect((await profile(body.data.token)).status).toBe(401);
    expect((await profile(other)).status).toBe(200);
  });

  it('a password change revokes every other token and returns a working new one', async () => {
    const { email, password, body } = await suite.api.register();
    const other = (await suite.api.login(email, password)).body.data.token;
    const changed = await suite.api.call(
      'POST',
      '/v1/update-password',
      {
        current_password: password,
        new_password: 'a brand new secret',
        new_password_confirmation: 'a brand new secret',
      },
      body.data.token,
    );
    expect(changed.status).toBe(200);
    expect((await profile(body.data.token)).status).toBe(401);
    expect((await profile(other)).status).toBe(401);
    expect((await profile(changed.body.data.token)).status).toBe(200);
    expect((await suite.api.login(email, password)).body.code).toBe('wrong_credentials');
    expect((await suite.api.login(email, 'a brand new secret')).status).toBe(200);
    const mail = await suite.api.outboxEvents('user.password_changed');
    expect(mail[0]?.payload).toEqual({ userId: body.data.user.id });
  });

  it('of password changes racing on one session, exactly one succeeds', async () => {
    const { email, password, body } = await suite.api.register();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, k) =>
        suite.api.call(
          'POST',
          '/v1/update-password',
          {
            current_password: password,
            new_password: `racing secret ${k}`,
            new_password_confirmation: `racing secret ${k}`,
          },
          body.data.token,
        ),
      ),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(19);
    // The one told "changed" holds the password in force and a working token.
    const winner = answers.indexOf(won[0]!);
    expect((await profile(won[0]!.body.data.token)).status).toBe(200);
    expect((await suite.api.login(email, `racing secret ${winner}`)).status).toBe(200);
    const changes = await suite.api.outboxEvents('user.password_changed');
    expect(
      changes.filter(
        (event) => 'userId' in event.payload && event.payload.userId === body.data.user.id,
      ),
    ).toHaveLength(1);
  });

  it('refuses a password change with a wrong current password or mismatched confirmation', async () => {
    const { password, body } = await suite.api.register();
    const token = body.data.token;
    const attempts: [object, string][] = [
      [
        {
          current_password: 'wrong one!',
          new_password: 'new password 1',
          new_password_confirmation: 'new password 1',
        },
        'wrong_current_password',
      ],
      [
        {
          current_password: password,
          new_password: 'new password 1',
          new_password_confirmation: 'new password 2',
        },
        'new_passwords_do_not_match',
      ],
      [
        { current_password: password, new_password: 'short', new_password_confirmation: 'short' },
        'validation_failed',
      ],
      [{ current_password: password }, 'validation_failed'],
    ];
    for (const [payload, code] of attempts) {
      const result = await suite.api.call('POST', '/v1/update-password', payload, token);
      expect(result.status).toBe(400);
      expect(result.body.code).toBe(code);
    }
    expect((await profile(token)).status).toBe(200);
  });

  it.each([
    ['POST', '/v1/logout'],
    ['GET', '/v1/user/get-profile'],
    ['POST', '/v1/user/update-profile'],
    ['POST', '/v1/user/update-avatar'],
    ['POST', '/v1/update-password'],
    ['POST', '/v1/enable-two-factor'],
    ['POST', '/v1/disable-two-factor'],
    ['POST', '/v1/email-verification-code'],
    ['POST', '/v1/email-verification-to-update'],
    ['GET', '/v1/user/system-preferences'],
    ['POST', '/v1/user/system-preferences'],
  ] as const)('%s %s refuses anonymous callers with 401', async (method, url) => {
    const { status, body } = await suite.api.call(method, url, method === 'POST' ? {} : undefined);
    expect(status).toBe(401);
    expect(body).toMatchObject({ status: false, code: 'unauthorized' });
  });
});
