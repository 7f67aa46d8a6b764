import { WishPublishService } from '@wishwall/core/wish-publish.service';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import type { TestContext } from '@wishwall/testing/use-test-context';
import { testAggregator } from '@wishwall/worker/test-support/test-aggregator';

/** A published wish by a new author. */
export async function publishedWish(ctx: TestContext, content = 'A published wish #test') {
  const author = await createUser(ctx.db, 'Author');
  const draft = await createDraftWish(ctx.db, author.id, content);
  const { wish } = await new WishPublishService(ctx.db).publish(draft.id);
  return { wish, author };
}

/** Folds pending reaction deltas as the worker does every tick. */
export function foldReactions(ctx: TestContext) {
  return testAggregator(ctx).foldAll();
}

/** The truth: counts of the vote rows of a wish, by reaction type. */
export async function voteCounts(ctx: TestContext, wishId: string) {
  const rows = await ctx.db
    .selectFrom('votes')
    .select(['reaction_type', (eb) => eb.fn.countAll<string>().as('count')])
    .where('wish_id', '=', wishId)
    .groupBy('reaction_type')
    .execute();
  const of = (type: string) => Number(rows.find((r) => r.reaction_type === type)?.count ?? 0);
  return { likes: of('like'), hearts: of('heart'), dislikes: of('dislike') };
}

export async function wishCounts(ctx: TestContext, wishId: string) {
  const row = await ctx.db
    .selectFrom('wishes')
    .select(['likes', 'hearts', 'dislikes'])
    .where('id', '=', wishId)
    .executeTakeFirstOrThrow();
  return row;
}
