import { describe, expect, it } from 'vitest';
import { GiftClaimTokenRepository } from '@wishwall/db/repositories/gift-claim-token.repository';
import { mintToken, SecretHasher } from '@wishwall/security/secrets';
import { giftBoughtFor } from './test-support/gift-fixtures.ts';
import { useApi } from './test-support/use-api.ts';

// The gift mail's link carries a single-use token: registering through it proves the address,
// so the receiver's account is verified at once and the gift is theirs to publish with.
const suite = useApi();
const { ctx } = suite;

const address = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.test`;

/** A gift bought for `receiverEmail`, and a link token for it as the gift mail mints one. */
async function giftLink(receiverEmail: string, expiresInMs = 30 * 24 * 3600_000) {
  const gift = await giftBoughtFor(suite, receiverEmail);
  const token = mintToken();
  await new GiftClaimTokenRepository(ctx.db).create({
    gift_id: gift.id,
    token_hash: new SecretHasher(ctx.config.jwtSecret).hash(token),
    expires_at: new Date(Date.now() + expiresInMs),
    used_at: null,
  });
  return { giftId: gift.id, token };
}

const usersWith = (email: string) =>
  ctx.db.selectFrom('users').selectAll().where('email', '=', email).execute();

async function outboxTypesOf(userId: string) {
  const rows = await ctx.db.selectFrom('outbox').select(['type', 'payload']).execute();
  return rows
    .filter((row) => (row.payload as { userId?: string }).userId === userId)
    .map((row) => row.type)
    .sort();
}

async function publish(token: string) {
  const draft = await suite.api.call('POST', '/v1/wishes/create', { content: 'Gifted' }, token);
  return suite.api.call('POST', `/v1/wishes/${draft.body.data.wish.id}/publish`, undefined, token);
}

describe('registering through a gift mail’s link', () => {
  it('verifies the address at once, so the receiver publishes free straight away', async () => {
    const email = address('receiver');
    const { giftId, token } = await giftLink(email);
    const registered = await suite.api.register({ email, gift_token: token });
    expect(registered.status).toBe(200);
    const user = registered.body.data.user;
    expect(user.email_verified_at).not.toBeNull();
    expect(user.gifted_wishes_as_receiver).toEqual([{ id: giftId }]);
    // Verified by the link: no verification mail, and the verified event referral rewards need.
    expect(await outboxTypesOf(user.id)).toEqual(['user.email_verified', 'user.registered']);

    const published = await publish(registered.body.data.token);
    expect(published.status).toBe(200);
    const gift = await ctx.db
      .selectFrom('gifted_wishes')
      .selectAll()
      .where('id', '=', giftId)
      .executeTakeFirstOrThrow();
    expect(gift.receiver_user_id).toBe(user.id);
    expect(gift.used_at).not.toBeNull();
  });

  it('refuses a link for another address, used, expired or whose gift went elsewhere, and changes nothing', async () => {
    const email = address('owner');
    const { token } = await giftLink(email);
    const elsewhere = address('thief');
    const wrong = await suite.api.register({ email: elsewhere, gift_token: token });
    expect([wrong.status, wrong.body.code]).toEqual([400, 'invalid_gift_link']);
    expect(await usersWith(elsewhere)).toEqual([]);
    const bogus = await suite.api.register({ email, gift_token: 'not-a-token' });
    expect(bogus.body.code).toBe('invalid_gift_link');
    expect(await usersWith(email)).toEqual([]);

    // The refusals left the link working for its own address, once.
    expect((await suite.api.register({ email, gift_token: token })).status).toBe(200);
    const again = await suite.api.register({ email: email.toUpperCase(), gift_token: token });
    expect(again.body.code).toBe('invalid_gift_link');
    // The token itself is spent, not only its gift: were the gift unbound again, it stays dead.
    await ctx.db
      .updateTable('gifted_wishes')
      .set({ receiver_user_id: null })
      .where((eb) => eb(eb.fn('lower', ['receiver_email']), '=', email))
      .execute();
    const spent = await suite.api.register({ email: email.toUpperCase(), gift_token: token });
    expect(spent.body.code).toBe('invalid_gift_link');

    const late = address('late');
    const expired = await giftLink(late, -1000);
    expect((await suite.api.register({ email: late, gift_token: expired.token })).body.code).toBe(
      'invalid_gift_link',
    );

    // Claimed the ordinary way (an account proved the address) before the link was opened.
    const claimed = address('claimed');
    const link = await giftLink(claimed);
    const first = await suite.api.register({ email: claimed });
    await suite.api.verifyEmail(first.body.data.user.id, claimed);
    const other = await suite.api.register({ email: claimed, gift_token: link.token });
    expect(other.body.code).toBe('invalid_gift_link');
  });

  it('takes the address from an unverified account holding it: the link proves it', async () => {
    const email = address('held');
    const { token } = await giftLink(email);
    const holder = await suite.api.register({ email });
    expect(holder.body.data.user.gift_waiting).toBe(true);
    const linked = await suite.api.register({ email, gift_token: token });
    expect(linked.status).toBe(200);
    const rows = await usersWith(email);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(holder.body.data.user.id)?.email_released_at).not.toBeNull();
    expect(byId.get(linked.body.data.user.id)).toMatchObject({ email_released_at: null });
    expect(byId.get(linked.body.data.user.id)?.email_verified_at).not.toBeNull();
  });

  it('without the link, says a gift waits until the address is verified', async () => {
    const email = address('plain');
    await giftLink(email);
    const registered = await suite.api.register({ email });
    expect(registered.body.data.user).toMatchObject({
      gift_waiting: true,
      gifted_wishes_as_receiver: [],
    });
    await suite.api.verifyEmail(registered.body.data.user.id, email);
    const profile = await suite.api.call(
      'GET',
      '/v1/user/get-profile',
      undefined,
      registered.body.data.token,
    );
    expect(profile.body.data.user.gift_waiting).toBe(false);
    expect(profile.body.data.user.gifted_wishes_as_receiver).toHaveLength(1);
    const nobody = await suite.api.register();
    expect(nobody.body.data.user.gift_waiting).toBe(false);
  });

  it('registers one account when a hundred registrations race with one link', async () => {
    const email = address('racer');
    const { giftId, token } = await giftLink(email);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => suite.api.register({ email, gift_token: token })),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    for (const result of results.filter((each) => each.status !== 200)) {
      expect(['invalid_gift_link', 'email_already_registered']).toContain(result.body.code);
    }
    const [user] = await usersWith(email);
    expect(await usersWith(email)).toHaveLength(1);
    expect(user?.email_verified_at).not.toBeNull();
    const gifts = await ctx.db
      .selectFrom('gifted_wishes')
      .select(['id', 'receiver_user_id'])
      .where('id', '=', giftId)
      .execute();
    expect(gifts).toEqual([{ id: giftId, receiver_user_id: user?.id }]);
    // The link is spent, once; the one account was welcomed once.
    const links = await ctx.db
      .selectFrom('gift_claim_tokens')
      .select('used_at')
      .where('gift_id', '=', giftId)
      .execute();
    expect(links).toHaveLength(1);
    expect(links[0]?.used_at).not.toBeNull();
    const types = await outboxTypesOf(user!.id);
    expect(types.length).toBe(new Set(types).size);
  });
});
