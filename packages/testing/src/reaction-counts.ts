import type { DbExecutor } from '@wishwall/db/database';
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

/** A wish's three counts. */
export interface VoteCounts {
  likes: number;
  hearts: number;
  dislikes: number;
}
const NO_VOTES: VoteCounts = { likes: 0, hearts: 0, dislikes: 0 };

/**
 * The truth the counts on the wish rows converge to: each wish's vote rows, counted by reaction
 * type. One row per wish that has votes; the tests, the fault runs and the load tools all ask
 * it, and a query of theirs may join it.
 */
export function votesCountedByWish(db: DbExecutor) {
  return db
    .selectFrom('votes')
    .select((eb) => [
      'wish_id',
      eb.fn.countAll<string>().filterWhere('reaction_type', '=', 'like').as('likes'),
      eb.fn.countAll<string>().filterWhere('reaction_type', '=', 'heart').as('hearts'),
      eb.fn.countAll<string>().filterWhere('reaction_type', '=', 'dislike').as('dislikes'),
    ])
    .groupBy('wish_id');
}

/** The truth for these wishes; a wish without votes counts zeros. */
export async function countsFromVotes(
  db: DbExecutor,
  wishIds: readonly string[],
): Promise<Map<string, VoteCounts>> {
  const counts = new Map(wishIds.map((id) => [id, { ...NO_VOTES }]));
  if (wishIds.length === 0) return counts;
  const rows = await votesCountedByWish(db).where('wish_id', 'in', wishIds).execute();
  for (const { wish_id, likes, hearts, dislikes } of rows) {
    counts.set(wish_id, {
      likes: Number(likes),
      hearts: Number(hearts),
      dislikes: Number(dislikes),
    });
  }
  return counts;
}

/** The truth for one wish. */
export async function voteCounts(ctx: TestContext, wishId: string): Promise<VoteCounts> {
  return (await countsFromVotes(ctx.db, [wishId])).get(wishId) ?? { ...NO_VOTES };
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
