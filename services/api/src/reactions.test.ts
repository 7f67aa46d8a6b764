import { describe, expect, it } from 'vitest';
import { REACTION_TYPES } from '@wishwall/contracts/wish.dto';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { foldReactions, voteCounts, wishCounts } from '@wishwall/testing/reaction-counts';
import { useApi } from './test-support/use-api.ts';
import { publishedWish } from './test-support/wall-fixtures.ts';

const suite = useApi();
const { ctx } = suite;

const react = (wishId: string, reaction_type: string, token?: string) =>
  suite.api.call(
    'POST',
    `/v1/wishes/${wishId}/react`,
    { reaction_type, device_id: 'vitest' },
    token,
  );

async function signedInUsers(count: number) {
  return Promise.all(
    Array.from({ length: count }, async () => (await suite.api.register()).body.data),
  );
}

describe('POST /v1/wishes/:id/react', () => {
  it('adds, switches and removes a vote, and the counts follow', async () => {
    const { wish } = await publishedWish(ctx);
    const [user] = await signedInUsers(1);
    const added = await react(wish.id, 'like', user.token);
    expect(added.body).toMatchObject({
      status: true,
      data: { removed: false, vote: { reaction_type: 'like', user: { id: user.user.id } } },
    });
    const switched = await react(wish.id, 'heart', user.token);
    expect(switched.body.data).toMatchObject({ removed: false, vote: { reaction_type: 'heart' } });
    await foldReactions(ctx);
    expect(await wishCounts(ctx, wish.id)).toEqual({ likes: 0, hearts: 1, dislikes: 0 });
    const removed = await react(wish.id, 'heart', user.token);
    expect(removed.body.data).toEqual({ removed: true, vote: null });
    await foldReactions(ctx);
    expect(await wishCounts(ctx, wish.id)).toEqual({ likes: 0, hearts: 0, dislikes: 0 });
  });

  it('stays exact under 200 concurrent random toggles by 50 users on one wish', async () => {
    const { wish } = await publishedWish(ctx);
    const users = await signedInUsers(50);
    const calls = Array.from({ length: 200 }, (_, i) => {
      const user = users[i % users.length]!;
      return react(
        wish.id,
        REACTION_TYPES[Math.floor(Math.random() * REACTION_TYPES.length)]!,
        user.token,
      );
    });
    const results = await Promise.all(calls);
    expect(results.every((r) => r.status === 200)).toBe(true);
    await foldReactions(ctx);

    const truth = await voteCounts(ctx, wish.id);
    const counts = await wishCounts(ctx, wish.id);
    expect(counts).toEqual(truth);
    expect(Math.min(counts.likes, counts.hearts, counts.dislikes)).toBeGreaterThanOrEqual(0);
    const perUser = await ctx.db
      .selectFrom('votes')
      .select(['user_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('wish_id', '=', wish.id)
      .groupBy('user_id')
      .execute();
    expect(perUser.every((row) => Number(row.n) === 1)).toBe(true);
    const pending = await ctx.db.selectFrom('reaction_deltas').select('id').execute();
    expect(pending).toEqual([]);
  });

  it('a double click never pushes a count off or below zero', async () => {
    const { wish } = await publishedWish(ctx);
    const [user] = await signedInUsers(1);
    await Promise.all(Array.from({ length: 10 }, () => react(wish.id, 'like', user.token)));
    await foldReactions(ctx);
    const counts = await wishCounts(ctx, wish.id);
    expect(counts).toEqual(await voteCounts(ctx, wish.id));
    expect([0, 1]).toContain(counts.likes);
  });

  it('limits each user to 600 presses a minute, and a refused press changes nothing', async () => {
    const { wish } = await publishedWish(ctx);
    const [hasty, calm] = await signedInUsers(2);
    const presses = await Promise.all(
      Array.from({ length: 600 }, () => react(wish.id, 'like', hasty.token)),
    );
    expect(presses.every((press) => press.status === 200)).toBe(true);
    // 600 likes toggled the vote on and off: none is left.
    expect(await voteCounts(ctx, wish.id)).toEqual({ likes: 0, hearts: 0, dislikes: 0 });

    const refused = await suite.api.callWithHeaders(
      'POST',
      `/v1/wishes/${wish.id}/react`,
      { reaction_type: 'like', device_id: 'vitest' },
      hasty.token,
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ status: false, code: 'rate_limited' });
    expect(refused.body.message).toMatch(/^Too many requests; try again in \d+ seconds$/);
    // The wait is also the Retry-After header, in whole seconds within the minute's window.
    const wait = Number(refused.headers['retry-after']);
    expect(Number.isInteger(wait) && wait >= 1 && wait <= 60).toBe(true);
    expect(refused.body.message).toContain(`in ${wait} seconds`);
    expect(await voteCounts(ctx, wish.id)).toEqual({ likes: 0, hearts: 0, dislikes: 0 });
    // The limit is the user's own, not the address's they share with others.
    expect((await react(wish.id, 'like', calm.token)).status).toBe(200);
  });

  it('refuses a reaction to your own wish and changes nothing', async () => {
    const registered = await suite.api.register();
    const draft = await createDraftWish(ctx.db, registered.body.data.user.id, 'Mine');
    const { WishPublishService } = await import('@wishwall/core/wish-publish.service');
    await new WishPublishService(ctx.db).publish(draft.id);
    const result = await react(draft.id, 'like', registered.body.data.token);
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({
      code: 'cannot_react_to_own_wish',
      message: 'You can not react to your own wish',
    });
    expect(await voteCounts(ctx, draft.id)).toEqual({ likes: 0, hearts: 0, dislikes: 0 });
  });

  it('refuses unpublished and missing wishes, bad types and anonymous users', async () => {
    const [user] = await signedInUsers(1);
    const author = await createUser(ctx.db);
    const draft = await createDraftWish(ctx.db, author.id);
    expect((await react(draft.id, 'like', user.token)).body.code).toBe('wish_not_found');
    expect((await react('987654321', 'like', user.token)).status).toBe(404);
    const { wish } = await publishedWish(ctx);
    for (const type of ['love', '', 'LIKE']) {
      const bad = await react(wish.id, type, user.token);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('validation_failed');
    }
    expect((await react(wish.id, 'like')).status).toBe(401);
    expect(await voteCounts(ctx, wish.id)).toEqual({ likes: 0, hearts: 0, dislikes: 0 });
    expect(await voteCounts(ctx, draft.id)).toEqual({ likes: 0, hearts: 0, dislikes: 0 });
  });
});

describe('the viewer’s own reaction', () => {
  it('comes with the wall, search, top and wish page for a signed-in viewer only', async () => {
    const { wish } = await publishedWish(ctx, `Mine to like ${Date.now()}`);
    const [user] = await signedInUsers(1);
    await react(wish.id, 'like', user.token);
    const find = (wishes: { id: string; my_reaction?: string | null }[]) =>
      wishes.find((w) => w.id === wish.id);

    const signedIn = await suite.api.call('GET', '/v1/wishes', undefined, user.token);
    expect(find(signedIn.body.data.wishes.data)?.my_reaction).toBe('like');
    const detail = await suite.api.call('GET', `/v1/wish/${wish.id}`, undefined, user.token);
    expect(detail.body.data.my_reaction).toBe('like');
    const others = signedIn.body.data.wishes.data.filter((w: { id: string }) => w.id !== wish.id);
    expect(others.every((w: { my_reaction?: string | null }) => w.my_reaction === null)).toBe(true);

    const anonymous = await suite.api.call('GET', '/v1/wishes');
    expect(find(anonymous.body.data.wishes.data)).not.toHaveProperty('my_reaction');
    const badToken = await suite.api.call('GET', '/v1/wishes', undefined, 'not-a-token');
    expect(badToken.status).toBe(200);
    expect(find(badToken.body.data.wishes.data)).not.toHaveProperty('my_reaction');
  });
});
