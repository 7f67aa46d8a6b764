import { describe, expect, it } from 'vitest';
import { fundWallet } from '@wishwall/core/test-support/wallet-fixtures';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { SessionClaims } from './security/token.service.ts';
import { useApi } from './test-support/use-api.ts';

// docs/product.md#changing-the-e-mail-address: asked for with the password or a fresh second
// factor, answered alike whoever holds the address, effective when the link is opened, and
// undone from the address left.
const suite = useApi();
const { ctx } = suite;

const address = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;

const askToMove = (token: string, email: string, current_password?: string) =>
  suite.api.call(
    'POST',
    '/v1/email-verification-to-update',
    { email, ...(current_password !== undefined && { current_password }) },
    token,
  );

const openLink = async (userId: string, email: string, session?: string) =>
  suite.api.call(
    'POST',
    '/v1/email-verification-process',
    { email, token: await suite.api.mintVerificationToken(userId, email) },
    session,
  );

const undo = (token: string) => suite.api.call('POST', '/v1/email-change-undo', { token });

const profile = (token: string) => suite.api.call('GET', '/v1/user/get-profile', undefined, token);

const eventsOf = async (type: string, userId: string) =>
  (await suite.api.outboxEvents(type))
    .map((event) => event.payload as { userId: string })
    .filter((payload) => payload.userId === userId);

/** A verified account that moved to a new address, with the undo link mailed to the old one. */
async function movedAccount() {
  const registered = await suite.api.registerVerified();
  const userId: string = registered.body.data.user.id;
  const oldAddress = registered.email;
  const newAddress = address('moved');
  expect(
    (await askToMove(registered.body.data.token, newAddress, registered.password)).status,
  ).toBe(200);
  const opened = await openLink(userId, newAddress, registered.body.data.token);
  expect(opened.body.message).toBe('email_verified');
  const session: string = opened.body.data.token;
  const undoToken = await suite.api.mintAccountLink(
    'email_change_undo',
    userId,
    oldAddress,
    72 * 3600_000,
  );
  return { ...registered, userId, oldAddress, newAddress, session, undoToken };
}

describe('asking to change the address', () => {
  it('needs the current password; a wrong or missing one changes nothing and mails nothing', async () => {
    const { body, password } = await suite.api.registerVerified();
    const userId: string = body.data.user.id;
    const next = address('next');
    for (const given of [undefined, 'not my password']) {
      const refused = await askToMove(body.data.token, next, given);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('wrong_current_password');
    }
    const linksTo = async (email: string) =>
      (await eventsOf('email.verification_requested', userId)).filter(
        (payload) => (payload as { email?: string }).email === email,
      );
    expect(await linksTo(next)).toHaveLength(0);
    const asked = await askToMove(body.data.token, next, password);
    expect(asked.body).toEqual({ status: true, message: 'verification_sent', data: null });
    expect(await linksTo(next)).toEqual([{ userId, email: next }]);
    // Nothing moves until the link is opened.
    expect((await new UserRepository(ctx.db).findById(userId))?.email).toBe(body.data.user.email);
  });

  it('takes the authenticator app’s code passed just now instead of the password', async () => {
    const { body } = await suite.api.registerVerified();
    const userId: string = body.data.user.id;
    // A code by e-mail is as strong as the mailbox: it does not stand in for the password.
    const mailed = await suite.api.enableTwoFactor(userId, body.data.token);
    expect((await askToMove(mailed, address('mailed'))).body.code).toBe('wrong_current_password');
    // (Turning codes by e-mail on signed the first token out: the session goes on with its new one.)
    const claims = suite.app.jwt.decode<SessionClaims>(mailed)!;
    const fresh = suite.app.tokens.reissue(claims, { passed: 'otp' });
    expect((await askToMove(fresh, address('factor'))).status).toBe(200);
    // Passed too long ago, it does not stand in for the password.
    const passed = suite.app.jwt.decode<SessionClaims>(fresh)!;
    const stale = suite.app.tokens.reissue({ ...passed, auth_time: passed.auth_time - 3600 });
    expect((await askToMove(stale, address('stale'))).body.code).toBe('wrong_current_password');
  });

  it('answers the same for an address a verified account holds, a free one and an unverified one', async () => {
    const { body, password } = await suite.api.registerVerified();
    const holder = await suite.api.registerVerified();
    const unverified = await suite.api.register();
    const answers = [];
    for (const email of [holder.email, address('free'), unverified.email]) {
      answers.push(await askToMove(body.data.token, email, password));
    }
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 200,
        body: { status: true, message: 'verification_sent', data: null },
      });
    }
  });

  it('sends as many links as the mail limit allows when asked 100 times at once, and moves nothing', async () => {
    const { body, password } = await suite.api.registerVerified();
    const userId: string = body.data.user.id;
    const next = address('crowd');
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => askToMove(body.data.token, next, password)),
    );
    // Per user, as all mail a signed-in user asks for (RATE_LIMITS.mail: 10 in 10 minutes).
    const sent = answers.filter((answer) => answer.status === 200);
    expect(sent).toHaveLength(10);
    for (const answer of sent) expect(answer.body.message).toBe('verification_sent');
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.body.code}`))).toEqual(
      new Set(['429 rate_limited']),
    );
    const links = (await eventsOf('email.verification_requested', userId)).filter(
      (payload) => (payload as { email?: string }).email === next,
    );
    expect(links).toHaveLength(10);
    expect((await new UserRepository(ctx.db).findById(userId))?.email).toBe(body.data.user.email);
    expect(await eventsOf('user.email_changed', userId)).toEqual([]);
  });

  it('refuses hostile input with a clean 400 and changes nothing', async () => {
    const { body, password } = await suite.api.registerVerified();
    for (const payload of [
      {},
      { email: 'not an address', current_password: password },
      { email: address('x'), current_password: '' },
      { email: address('x'), current_password: 'p'.repeat(257) },
    ]) {
      const answer = await suite.api.call(
        'POST',
        '/v1/email-verification-to-update',
        payload,
        body.data.token,
      );
      expect(answer.status).toBe(400);
    }
    // Only the registration's own link.
    expect(await eventsOf('email.verification_requested', body.data.user.id)).toHaveLength(1);
  });
});

describe('opening the link', () => {
  it('moves the account and tells the address it left', async () => {
    const { userId, oldAddress, newAddress } = await movedAccount();
    expect((await new UserRepository(ctx.db).findById(userId))?.email).toBe(newAddress);
    expect(await eventsOf('user.email_changed', userId)).toEqual([
      { userId, previousEmail: oldAddress, email: newAddress },
    ]);
  });
});

describe('undoing a change of address', () => {
  it('takes the account back, ends every session and mails a reset link to the old address', async () => {
    const { userId, oldAddress, session, undoToken, password } = await movedAccount();
    const undone = await undo(undoToken);
    expect(undone.body).toEqual({ status: true, message: 'email_change_undone', data: null });
    const user = await new UserRepository(ctx.db).findById(userId);
    expect(user?.email).toBe(oldAddress);
    expect(user?.email_verified_at).toBeInstanceOf(Date);
    expect((await profile(session)).status).toBe(401);
    expect(await eventsOf('password_reset.requested', userId)).toEqual([
      { userId, email: oldAddress },
    ]);
    // The undo itself tells no one else: no undo link goes to the address it left.
    expect(await eventsOf('user.email_changed', userId)).toHaveLength(1);
    expect((await suite.api.login(oldAddress, password)).body.data.user.id).toBe(userId);
    const again = await undo(undoToken);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('invalid_or_expired_token');
  });

  it('undoes once when the link is opened 100 times at once', async () => {
    const { userId, undoToken } = await movedAccount();
    const answers = await Promise.all(Array.from({ length: 100 }, () => undo(undoToken)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.body.code === 'invalid_or_expired_token'),
    ).toHaveLength(99);
    expect(await eventsOf('password_reset.requested', userId)).toHaveLength(1);
    expect(await eventsOf('user.sessions_ended', userId)).toHaveLength(2);
  });

  it('refuses expired, unknown and reset links, changing nothing', async () => {
    const { userId, oldAddress, newAddress, session } = await movedAccount();
    const expired = await suite.api.mintAccountLink('email_change_undo', userId, oldAddress, -1);
    const resetLink = await suite.api.mintAccountLink('password_reset', userId, newAddress);
    for (const token of [expired, resetLink, 'garbage']) {
      const answer = await undo(token);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('invalid_or_expired_token');
    }
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(201) }]) {
      expect((await suite.api.call('POST', '/v1/email-change-undo', body)).status).toBe(400);
    }
    expect((await new UserRepository(ctx.db).findById(userId))?.email).toBe(newAddress);
    expect((await profile(session)).status).toBe(200);
  });

  it('leaves an address another account verified since with that account', async () => {
    const { userId, oldAddress, newAddress, undoToken } = await movedAccount();
    const newcomer = await suite.api.registerVerified({ email: oldAddress });
    const refused = await undo(undoToken);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('email_already_registered');
    expect((await new UserRepository(ctx.db).findById(userId))?.email).toBe(newAddress);
    expect((await suite.api.login(oldAddress, newcomer.password)).body.data.user.id).toBe(
      newcomer.body.data.user.id,
    );
  });

  it('keeps the gifts bound to the account through the move and the undo', async () => {
    const receiver = await suite.api.registerVerified();
    const receiverId: string = receiver.body.data.user.id;
    const giver = await suite.api.registerVerified();
    await fundWallet(ctx.db, giver.body.data.user.id, 1_000_000n);
    const given = await suite.api.call(
      'POST',
      '/v1/gift-a-wish',
      { receiver_email: receiver.email },
      giver.body.data.token,
    );
    expect(given.status).toBe(200);
    const next = address('gifted');
    await askToMove(receiver.body.data.token, next, receiver.password);
    const moved = await openLink(receiverId, next, receiver.body.data.token);
    const gifts = (token: string) =>
      profile(token).then((answer) => answer.body.data.user.gifted_wishes_as_receiver);
    expect(await gifts(moved.body.data.token)).toHaveLength(1);

    const undoToken = await suite.api.mintAccountLink(
      'email_change_undo',
      receiverId,
      receiver.email,
    );
    expect((await undo(undoToken)).status).toBe(200);
    const back = await suite.api.login(receiver.email, receiver.password);
    expect(await gifts(back.body.data.token)).toHaveLength(1);
  });
});
