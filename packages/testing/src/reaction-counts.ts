import { ReactionRepository } from '@wishwall/db/repositories/reaction.repository';
import type { TestContext } from './use-test-context.ts';

/**
 * Folds every pending reaction delta into the wishes' counts with the statement the worker's
 * aggregator runs each tick (without announcing them: the aggregator's own tests cover that).
 */
export async function foldReactions(ctx: TestContext): Promise<void> {
  const repository = new ReactionRepository(ctx.db);
  while ((await repository.foldPending(5000)).length > 0);
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

/** The counts stored on the wish row, as folded so far. */
export async function wishCounts(ctx: TestContext, wishId: string) {
  const row = await ctx.db
    .selectFrom('wishes')
    .select(['likes', 'hearts', 'dislikes'])
    .where('id', '=', wishId)
    .executeTakeFirstOrThrow();
  return row;
}
