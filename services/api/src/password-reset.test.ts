import { describe, expect, it } from 'vitest';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();
const { ctx } = suite;

const NEW_PASSWORD = 'a brand new passphrase';

const askForLink = async (email: string, ip?: string) =>
  suite.api.call(
    'POST',
    '/v1/password-reset/request',
    { email, ...(await suite.api.solvedCaptcha()) },
    undefined,
    ip,
  );

const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  suite.api.call('POST', '/v1/password-reset', {
    token,
    password,
    password_confirmation: confirmation,
  });

const profile = (token: string) => suite.api.call('GET', '/v1/user/get-profile', undefined, token);

const resetRequests = async (userId: string) =>
  (await suite.api.outboxEvents('password_reset.requested')).filter(
    (event) => (event.payload as { userId: string }).userId === userId,
  );

/** A registered account and a reset link for it, as the mail worker would mint. */
async function accountWithLink(expiresInMs?: number) {
  const registered = await suite.api.register();
  const userId: string = registered.body.data.user.id;
  const token = await suite.api.mintAccountLink(
    'password_reset',
    userId,
    registered.email,
    expiresInMs,
  );
  return { ...registered, userId, token };
}

describe('asking for a password reset link', () => {
  it('answers the same whether or not an account holds the address, and queues a link only for one', async () => {
    const { email, body } = await suite.api.register();
    const known = await askForLink(email);
    const unknown = await askForLink(`nobody-${crypto.randomUUID()}@example.test`);
    expect(known).toEqual({
      status: 200,
      body: { status: true, message: 'password_reset_sent', data: null },
    });
    expect(unknown).toEqual(known);
    const events = await suite.api.outboxEvents('password_reset.requested');
    expect(events.map((event) => event.payload)).toEqual([{ userId: body.data.user.id, email }]);
  });

  it('needs a right captcha, and queues nothing without one', async () => {
    const { email, body } = await suite.api.register();
    const { captchaToken } = await suite.api.solvedCaptcha();
    const wrong = await suite.api.call('POST', '/v1/password-reset/request', {
      email,
      captcha: 'wrong',
      captchaToken,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('invalid_captcha');
    expect(await resetRequests(body.data.user.id)).toEqual([]);
  });

  it('limits links per address from any client, alike for addresses with and without an account', async () => {
    const { email, body } = await suite.api.register();
    const unknown = `nobody-${crypto.randomUUID()}@example.test`;
    for (const address of [email, unknown]) {
      const answers = [];
      for (let k = 0; k < 5; k += 1) {
        answers.push(
          await suite.api.callWithHeaders('POST', '/v1/password-reset/request', {
            email: address,
            ...(await suite.api.solvedCaptcha()),
          }),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
      expect(answers[4]?.body.code).toBe('rate_limited');
      // The address's window (30 minutes), as Retry-After.
      expect(answers[4]?.headers['retry-after']).toBe('1800');
    }
    expect(await resetRequests(body.data.user.id)).toHaveLength(3);
  });

  it('limits requests per client, whatever addresses they name', async () => {
    const ip = '10.77.0.1';
    const answers = [];
    for (let k = 0; k < 12; k += 1) {
      answers.push(await askForLink(`someone-${k}-${crypto.randomUUID()}@example.test`, ip));
    }
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10);
    expect(answers.filter((answer) => answer.body.code === 'rate_limited')).toHaveLength(2);
  });

  it('mails three links when 100 clients ask for one address at once, and answers the rest 429', async () => {
    const { email, body } = await suite.api.register();
    const captchas = [];
    for (let k = 0; k < 100; k += 1) captchas.push(await suite.api.solvedCaptcha());
    const answers = await Promise.all(
      captchas.map((captcha) =>
        suite.api.call('POST', '/v1/password-reset/request', { email, ...captcha }),
      ),
    );
    // RATE_LIMITS.passwordResetPerAddress: 3 links in 30 minutes, however many ask at once.
    const sent = answers.filter((answer) => answer.status === 200);
    expect(sent).toHaveLength(3);
    for (const answer of sent) expect(answer.body.message).toBe('password_reset_sent');
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.body.code}`))).toEqual(
      new Set(['429 rate_limited']),
    );
    expect(await resetRequests(body.data.user.id)).toHaveLength(3);
  });

  it('takes one captcha once when it is sent 100 times at once', async () => {
    const { email, body } = await suite.api.register();
    const captcha = await suite.api.solvedCaptcha();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        suite.api.call('POST', '/v1/password-reset/request', { email, ...captcha }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'invalid_captcha')).toHaveLength(99);
    expect(await resetRequests(body.data.user.id)).toHaveLength(1);
  });

  it('refuses malformed input with a clean 400', async () => {
    const captcha = await suite.api.solvedCaptcha();
    for (const body of [{}, { email: 'not an address', ...captcha }, { email: 'a@b.test' }]) {
      const answer = await suite.api.call('POST', '/v1/password-reset/request', body);
      expect(answer.status).toBe(400);
      expect(answer.body.status).toBe(false);
    }
  });
});

describe('setting a new password with the link', () => {
  it('sets the password, ends every session, mails the owner and spends the link', async () => {
    const { email, password, token, userId, body } = await accountWithLink();
    const session: string = body.data.token;
    const other: string = (await suite.api.login(email, password)).body.data.token;

    const done = await reset(token);
    expect(done.body).toEqual({ status: true, message: 'password_reset', data: null });
    for (const ended of [session, other]) expect((await profile(ended)).status).toBe(401);
    expect((await suite.api.login(email, password)).body.code).toBe('wrong_credentials');
    const signedIn = await suite.api.login(email, NEW_PASSWORD);
    expect(signedIn.body.data.user.id).toBe(userId);

    const changed = (await suite.api.outboxEvents('user.password_changed')).filter(
      (event) => (event.payload as { userId: string }).userId === userId,
    );
    expect(changed).toHaveLength(1);
    const again = await reset(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_or_expired_token');
  });

  it('sets the password once when one link is opened 100 times at once', async () => {
    const { email, token, userId } = await accountWithLink();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, k) => reset(token, `racing passphrase ${k}`)),
    );
    const won = answers.filter((answer) => answer.status === 200);
    expect(won).toHaveLength(1);
    const lost = answers.filter((answer) => answer.status !== 200);
    expect(new Set(lost.map((answer) => `${answer.status} ${answer.body.code}`))).toEqual(
      new Set(['400 invalid_or_expired_token']),
    );
    const winner = answers.findIndex((answer) => answer.status === 200);
    expect((await suite.api.login(email, `racing passphrase ${winner}`)).body.data.user.id).toBe(
      userId,
    );
    const ended = (await suite.api.outboxEvents('user.sessions_ended')).filter(
      (event) => (event.payload as { userId: string }).userId === userId,
    );
    expect(ended).toHaveLength(1);
  });

  it('refuses expired, used, unknown and garbage links, and bad passwords, changing nothing', async () => {
    const { email, password, userId, token: valid } = await accountWithLink();
    const expired = await suite.api.mintAccountLink('password_reset', userId, email, -1000);
    const used = await suite.api.mintAccountLink('password_reset', userId, email);
    const undo = await suite.api.mintAccountLink('email_change_undo', userId, email);
    await ctx.db.updateTable('account_link_tokens').set({ used_at: new Date() }).execute();
    const fresh = await suite.api.mintAccountLink('password_reset', userId, email);
    for (const token of [expired, used, valid, undo, 'no-such-token', 'x'.repeat(200)]) {
      const answer = await reset(token);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('invalid_or_expired_token');
    }
    const mismatched = await reset(fresh, NEW_PASSWORD, 'something else entirely');
    expect(mismatched.body.code).toBe('password_does_not_match');
    for (const body of [
      { token: fresh, password: 'short', password_confirmation: 'short' },
      { token: fresh, password: NEW_PASSWORD },
      { token: 'x'.repeat(201), password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    ]) {
      const answer = await suite.api.call('POST', '/v1/password-reset', body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
    expect((await suite.api.login(email, password)).body.data.user.id).toBe(userId);
    // None of that spent the fresh link.
    expect((await reset(fresh)).status).toBe(200);
  });

  it('one link used voids the others the account was sent', async () => {
    const { email, userId, token } = await accountWithLink();
    const sibling = await suite.api.mintAccountLink('password_reset', userId, email);
    expect((await reset(token)).status).toBe(200);
    expect((await reset(sibling, 'the sibling passphrase')).body.code).toBe(
      'invalid_or_expired_token',
    );
  });

  it('a link to an address the account has left no longer works', async () => {
    const { token, userId } = await accountWithLink();
    await new UserRepository(ctx.db).markEmailVerified(
      userId,
      `moved-${crypto.randomUUID()}@example.test`,
      new Date(),
    );
    expect((await reset(token)).body.code).toBe('invalid_or_expired_token');
  });

  it('lets its owner sign in at once after failed sign-ins locked the account', async () => {
    const { email, token, userId } = await accountWithLink();
    for (let k = 0; k < 5; k += 1) await suite.api.login(email, `wrong guess ${k}`);
    expect((await suite.api.login(email, 'another guess')).body.code).toBe('rate_limited');
    expect((await reset(token)).status).toBe(200);
    expect((await suite.api.login(email, NEW_PASSWORD)).body.data.user.id).toBe(userId);
  });

  it('still asks for the second factor at the next sign-in', async () => {
    const registered = await suite.api.register();
    const userId: string = registered.body.data.user.id;
    await suite.api.enableTwoFactor(userId, registered.body.data.token);
    const token = await suite.api.mintAccountLink('password_reset', userId, registered.email);
    expect((await reset(token)).status).toBe(200);
    const signIn = await suite.api.login(registered.email, NEW_PASSWORD);
    expect(signIn.body.data).toMatchObject({ requireCode: true, token: null, user: null });
  });

  it('stores links only as keyed hashes', async () => {
    const { token } = await accountWithLink();
    const rows = await ctx.db.selectFrom('account_link_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
