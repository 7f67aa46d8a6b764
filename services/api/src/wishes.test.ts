import { describe, expect, it } from 'vitest';
import { GiftedWishRepository } from '@wishwall/db/repositories/gifted-wish.repository';
import { WallCounterRepository } from '@wishwall/db/repositories/wall-counter.repository';
import { useApi } from './test-support/use-api.ts';
import { publishedWish } from './test-support/wall-fixtures.ts';

const suite = useApi();
const { ctx } = suite;

const create = (content: unknown, token: string) =>
  suite.api.call('POST', '/v1/wishes/create', { content }, token);
const publish = (id: string, token: string) =>
  suite.api.call('POST', `/v1/wishes/${id}/publish`, undefined, token);
const userWishes = (userId: string) =>
  ctx.db.selectFrom('wishes').selectAll().where('user_id', '=', userId).execute();

describe('POST /v1/wishes/create', () => {
  it('saves a draft and reuses it for the next text', async () => {
    const { body } = await suite.api.register();
    const first = await create('  My first words  ', body.data.token);
    expect(first.body.data.wish).toMatchObject({ content: 'My first words', status: 'created' });
    const second = await create('Better words #hope', body.data.token);
    expect(second.body.data.wish.id).toBe(first.body.data.wish.id);
    expect(await userWishes(body.data.user.id)).toHaveLength(1);
  });

  it.each([
    ['empty', ''],
    ['blank', '   \n '],
    ['over 500 characters', 'x'.repeat(501)],
    ['not text', { text: 'hi' }],
  ])('refuses %s text and saves nothing', async (_case, content) => {
    const { body } = await suite.api.register();
    const result = await create(content, body.data.token);
    expect(result.status).toBe(400);
    expect(result.body.code).toBe('validation_failed');
    expect(await userWishes(body.data.user.id)).toEqual([]);
  });

  it('refuses a user who already has a published wish', async () => {
    const { body } = await suite.api.registerVerified();
    const draft = await create('Published soon', body.data.token);
    await new GiftedWishRepository(ctx.db).create({ receiver_email: body.data.user.email });
    expect((await publish(draft.body.data.wish.id, body.data.token)).status).toBe(200);
    const again = await create('Another one', body.data.token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'user_already_has_published_wish',
      message: 'User already has a published wish',
    });
  });

  it('anonymous users cannot write wishes', async () => {
    expect((await suite.api.call('POST', '/v1/wishes/create', { content: 'hi' })).status).toBe(401);
  });
});

describe('POST /v1/wishes/:id/publish with a gifted wish', () => {
  it('uses the gift and publishes once, moving the counter by one', async () => {
    const { body } = await suite.api.registerVerified();
    const token = body.data.token;
    const gift = await new GiftedWishRepository(ctx.db).create({
      receiver_email: body.data.user.email.toUpperCase(),
    });
    const profile = await suite.api.call('GET', '/v1/user/get-profile', undefined, token);
    expect(profile.body.data.user.gifted_wishes_as_receiver).toEqual([{ id: gift.id }]);
    const draft = await create('Gifted wish', token);
    const before = await new WallCounterRepository(ctx.db).get();

    const results = await Promise.all(
      Array.from({ length: 10 }, () => publish(draft.body.data.wish.id, token)),
    );

    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status !== 200)
        .every((r) => ['wish_already_published', 'no_gifted_wish'].includes(r.body.code)),
    ).toBe(true);
    expect((await new WallCounterRepository(ctx.db).get()).published_count).toBe(
      before.published_count + 1,
    );
    const used = await ctx.db
      .selectFrom('gifted_wishes')
      .selectAll()
      .where('id', '=', gift.id)
      .executeTakeFirstOrThrow();
    expect(used.wish_id).toBe(draft.body.data.wish.id);
    expect(used.used_at).toBeInstanceOf(Date);
    const ok = results.find((r) => r.status === 200);
    expect(ok?.body.data.wish).toMatchObject({ status: 'published', content: 'Gifted wish' });
  });

  it('keeps a gift to an unverified address waiting, and hands it over once verified', async () => {
    const { body, email } = await suite.api.register();
    const token = body.data.token;
    const gift = await new GiftedWishRepository(ctx.db).create({ receiver_email: email });
    const byAccount = await new GiftedWishRepository(ctx.db).create({
      receiver_email: 'another@example.test',
      receiver_user_id: body.data.user.id,
    });
    const draft = await create('Waiting for my gift', token);
    const profile = async () =>
      (await suite.api.call('GET', '/v1/user/get-profile', undefined, token)).body.data.user;
    expect((await profile()).gifted_wishes_as_receiver).toEqual([]);

    const refused = await Promise.all(
      Array.from({ length: 5 }, () => publish(draft.body.data.wish.id, token)),
    );
    for (const result of refused) {
      expect(result.status).toBe(403);
      expect(result.body.code).toBe('email_not_verified');
    }
    const unused = await ctx.db
      .selectFrom('gifted_wishes')
      .select(['id', 'used_at'])
      .where('id', 'in', [gift.id, byAccount.id])
      .execute();
    expect(unused.every((row) => row.used_at === null)).toBe(true);
    expect(await userWishes(body.data.user.id)).toMatchObject([{ status: 'created' }]);

    await suite.api.verifyEmail(body.data.user.id, email);
    expect((await profile()).gifted_wishes_as_receiver).toEqual([
      { id: gift.id },
      { id: byAccount.id },
    ]);
    const published = await publish(draft.body.data.wish.id, token);
    expect(published.status).toBe(200);
    const used = await ctx.db
      .selectFrom('gifted_wishes')
      .selectAll()
      .where('id', '=', gift.id)
      .executeTakeFirstOrThrow();
    expect(used).toMatchObject({
      wish_id: draft.body.data.wish.id,
      receiver_user_id: body.data.user.id,
    });
  });

  it('refuses without a gift, for someone else’s wish, and twice', async () => {
    const { body } = await suite.api.register();
    const draft = await create('No gift', body.data.token);
    const noGift = await publish(draft.body.data.wish.id, body.data.token);
    expect(noGift.status).toBe(403);
    expect(noGift.body.code).toBe('no_gifted_wish');
    const { wish } = await publishedWish(ctx);
    const other = await publish(wish.id, body.data.token);
    expect(other.status).toBe(404);
  });
});

describe('GET /v1/search', () => {
  it('finds by word, by part of a word and by hashtag, newest first, in pages', async () => {
    const tag = `#tag${Date.now()}`;
    const ids: string[] = [];
    for (let i = 0; i < 26; i++) {
      ids.push((await publishedWish(ctx, `Climb the Kilimanjaro number ${i} ${tag}`)).wish.id);
    }
    await publishedWish(ctx, 'A different dream entirely');

    const byWord = await suite.api.call('GET', '/v1/search?q=kilimanjaro');
    expect(byWord.body.data).toMatchObject({ current_page: 1, last_page: 2 });
    expect(byWord.body.data).not.toHaveProperty('total');
    expect(byWord.body.data.wishes.data[0].id).toBe(ids.at(-1));
    const byPart = await suite.api.call('GET', '/v1/search?q=limanj&page=2');
    expect(byPart.body.data.wishes.data).toHaveLength(2);
    expect(byPart.body.data).toMatchObject({ current_page: 2, last_page: 2 });
    const byTag = await suite.api.call('GET', `/v1/search?q=${encodeURIComponent(tag)}`);
    const tagged = [
      ...(await suite.api.call('GET', `/v1/search?q=${encodeURIComponent(tag)}`)).body.data.wishes
        .data,
      ...(await suite.api.call('GET', `/v1/search?q=${encodeURIComponent(tag)}&page=2`)).body.data
        .wishes.data,
    ];
    expect(tagged).toHaveLength(26);
    expect(byTag.body.data.last_page).toBe(2);
    const none = await suite.api.call('GET', '/v1/search?q=zzzznothing');
    expect(none.body.data).toMatchObject({ last_page: 1, wishes: { data: [] } });
  });

  it('treats LIKE wildcards as text', async () => {
    await publishedWish(ctx, 'Save 100% of the whales');
    const result = await suite.api.call('GET', `/v1/search?q=${encodeURIComponent('%_')}`);
    expect(result.body.data.wishes.data).toEqual([]);
  });

  it('rejects an over-long or empty query cleanly', async () => {
    const long = await suite.api.call('GET', `/v1/search?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.code).toBe('search_query_too_long');
    const empty = await suite.api.call('GET', '/v1/search?q=');
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('validation_failed');
  });
});
