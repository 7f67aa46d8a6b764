import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WishPublishService } from '@wishwall/core/wish-publish.service';
import { decodeEvent } from '@wishwall/events/event-codec';
import { redisKeys } from '@wishwall/events/redis-keys';
import { ReactionRepository } from '@wishwall/db/repositories/reaction.repository';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { eventually } from '@wishwall/testing/eventually';
import { useTestContext } from '@wishwall/testing/use-test-context';
import type { ReactionAggregator } from './reaction-aggregator.ts';
import { testAggregator } from './test-support/test-aggregator.ts';

const ctx = useTestContext();
let aggregator: ReactionAggregator;

beforeAll(() => {
  aggregator = testAggregator(ctx);
  aggregator.start();
});
afterAll(() => aggregator.stop());

describe('ReactionAggregator', () => {
  it('folds a committed reaction batch within ticks and announces the absolute counts', async () => {
    const author = await createUser(ctx.db);
    const draft = await createDraftWish(ctx.db, author.id);
    const { wish } = await new WishPublishService(ctx.db).publish(draft.id);
    const voters = await Promise.all([1, 2, 3].map(() => createUser(ctx.db)));

    await new ReactionRepository(ctx.db).applyBatch(
      voters.map((voter, index) => ({
        wishId: wish.id,
        userId: voter.id,
        type: index === 0 ? 'heart' : 'like',
      })),
    );

    const folded = await eventually(async () => {
      const row = await ctx.db
        .selectFrom('wishes')
        .select(['likes', 'hearts'])
        .where('id', '=', wish.id)
        .executeTakeFirstOrThrow();
      return row.likes === 2 && row.hearts === 1;
    });
    expect(folded).toBe(true);
    expect(await ctx.db.selectFrom('reaction_deltas').select('id').execute()).toEqual([]);

    const entries = await ctx.redis.xrange(redisKeys(ctx.redisPrefix).eventStream, '-', '+');
    const announced = entries
      .map(([, fields]) => decodeEvent(fields))
      .flatMap((event) => (event?.type === 'wish.counts_changed' ? event.payload.counts : []))
      .filter((counts) => counts.wishId === wish.id);
    expect(announced.at(-1)).toMatchObject({ likes: 2, hearts: 1, dislikes: 0 });
  });
});
