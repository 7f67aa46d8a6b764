import { describe, expect, it } from 'vitest';
import { giftBoughtFor } from './test-support/gift-fixtures.ts';
import { useApi } from './test-support/use-api.ts';

// A gift belongs to the account that holds it, whatever addresses change afterwards: after its
// receiver moves to a new address, whoever takes the old one gets nothing of it.
const suite = useApi();
const { ctx } = suite;

const address = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;

async function verify(userId: string, email: string, session?: string) {
  const token = await suite.api.mintVerificationToken(userId, email);
  return suite.api.call('POST', '/v1/email-verification-process', { email, token }, session);
}

async function account(email: string) {
  const { body } = await suite.api.register({ email });
  expect((await verify(body.data.user.id, email)).body.message).toBe('email_verified');
  return { id: body.data.user.id as string, token: body.data.token as string };
}

const giftTo = (receiverEmail: string) => giftBoughtFor(suite, receiverEmail);

/** Moves the account, opening the link signed in: that session goes on with a new token. */
async function moveAddress(user: { id: string; token: string }, to: string) {
  const requested = await suite.api.call(
    'POST',
    '/v1/email-verification-to-update',
    { email: to, current_password: 'correct horse battery' },
    user.token,
  );
  expect(requested.status).toBe(200);
  const verified = await verify(user.id, to, user.token);
  expect(verified.body.message).toBe('email_verified');
  user.token = verified.body.data.token as string;
}

const giftsOf = async (token: string) =>
  (await suite.api.call('GET', '/v1/user/get-profile', undefined, token)).body.data.user
    .gifted_wishes_as_receiver;

async function publishWithGift(token: string, content: string) {
  const draft = await suite.api.call('POST', '/v1/wishes/create', { content }, token);
  return suite.api.call('POST', `/v1/wishes/${draft.body.data.wish.id}/publish`, undefined, token);
}

/** After the receiver moved away, a newcomer takes the old address: the gift is not theirs. */
async function expectGiftStaysWith(
  receiver: { id: string; token: string },
  oldAddress: string,
  giftId: string,
) {
  const newcomer = await account(oldAddress);
  expect(await giftsOf(newcomer.token)).toEqual([]);
  const refused = await publishWithGift(newcomer.token, 'Not my gift');
  expect(refused.body).toMatchObject({ code: 'no_gifted_wish' });
  expect(refused.status).toBe(403);

  expect(await giftsOf(receiver.token)).toEqual([{ id: giftId }]);
  expect((await publishWithGift(receiver.token, 'My gift')).status).toBe(200);
  const used = await ctx.db
    .selectFrom('gifted_wishes')
    .selectAll()
    .where('id', '=', giftId)
    .executeTakeFirstOrThrow();
  expect(used.receiver_user_id).toBe(receiver.id);
  expect(used.used_at).toBeInstanceOf(Date);
}

describe('a gift bound to an account', () => {
  it('stays with a verified receiver who moves to a new address', async () => {
    const oldAddress = address('before');
    const receiver = await account(oldAddress);
    const gift = await giftTo(oldAddress);
    expect(gift.receiver_user_id).toBe(receiver.id);

    await moveAddress(receiver, address('after'));
    await expectGiftStaysWith(receiver, oldAddress, gift.id);
  });

  it('is bound when its receiver verifies the address, and stays with them when they move', async () => {
    const oldAddress = address('waiting');
    const gift = await giftTo(oldAddress);
    expect(gift.receiver_user_id).toBeNull();
    const receiver = await account(oldAddress);
    const bound = await ctx.db
      .selectFrom('gifted_wishes')
      .select('receiver_user_id')
      .where('id', '=', gift.id)
      .executeTakeFirstOrThrow();
    expect(bound.receiver_user_id).toBe(receiver.id);

    await moveAddress(receiver, address('moved'));
    await expectGiftStaysWith(receiver, oldAddress, gift.id);
  });

  it('does not block a new gift to the old address for its next owner', async () => {
    const oldAddress = address('reused');
    const receiver = await account(oldAddress);
    await giftTo(oldAddress);
    await moveAddress(receiver, address('elsewhere'));
    const newcomer = await account(oldAddress);
    const second = await giftTo(oldAddress);
    expect(second.receiver_user_id).toBe(newcomer.id);
    expect(await giftsOf(newcomer.token)).toEqual([{ id: second.id }]);
  });
});
