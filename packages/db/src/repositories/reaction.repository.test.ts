import { describe, expect, it } from 'vitest';
import { REACTION_TYPES, type ReactionType } from '@wishwall/contracts/wish.dto';
import {
  addCounts,
  NO_COUNTS,
  voteAfterClick,
  voteDelta,
  type ReactionCounts,
} from '@wishwall/domain/reaction-rule';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { ReactionRepository, type ReactionRequest } from './reaction.repository.ts';
import { VoteRepository } from './vote.repository.ts';
import { WishRepository } from './wish.repository.ts';

const ctx = useTestContext();
let numberSequence = 0;

/** Every vote a user can hold before a press, and every press. */
const CASES = [null, ...REACTION_TYPES].flatMap((before) =>
  REACTION_TYPES.map((press) => ({ before, press, held: before ?? 'none' })),
);

interface Arranged extends ReactionRequest {
  before: ReactionType | null;
  press: ReactionType;
  countsBefore: ReactionCounts;
}

/**
 * A published wish of its own whose voter holds `before`, its counts already folded from
 * that vote: each case's delta and counts are its own.
 */
async function arrange(before: ReactionType | null, press: ReactionType): Promise<Arranged> {
  const [author, voter] = await Promise.all([createUser(ctx.db), createUser(ctx.db)]);
  const wishes = new WishRepository(ctx.db);
  const draft = await createDraftWish(ctx.db, author.id);
  const wish = await wishes.markPublished(draft.id, ++numberSequence, new Date(), 1);
  if (before) {
    await new VoteRepository(ctx.db).addMany([
      { wish_id: wish.id, user_id: voter.id, reaction_type: before },
    ]);
  }
  await wishes.recountAllFromVotes();
  const countsBefore = addCounts(NO_COUNTS, voteDelta(null, before));
  expect(await countsOf(wish.id)).toEqual(countsBefore);
  return { wishId: wish.id, userId: voter.id, type: press, before, press, countsBefore };
}

async function countsOf(wishId: string): Promise<ReactionCounts> {
  const wish = await new WishRepository(ctx.db).findPublished(wishId);
  if (!wish) throw new Error(`wish ${wishId} is not published`);
  return { likes: wish.likes, hearts: wish.hearts, dislikes: wish.dislikes };
}

/** The count change the statement appended for a wish, before the aggregator folds it. */
async function pendingDelta(wishId: string): Promise<ReactionCounts> {
  const rows = await ctx.db
    .selectFrom('reaction_deltas')
    .select(['likes', 'hearts', 'dislikes'])
    .where('wish_id', '=', wishId)
    .execute();
  return rows.reduce(
    (sum, row) => ({
      likes: sum.likes + row.likes,
      hearts: sum.hearts + row.hearts,
      dislikes: sum.dislikes + row.dislikes,
    }),
    { ...NO_COUNTS },
  );
}

/** The statement's outcome, vote and counts, each against the domain rule. */
async function expectTheRule(arranged: Arranged, outcome: unknown) {
  const { wishId, userId, before, press, countsBefore } = arranged;
  const after = voteAfterClick(before, press);
  const kind = before === null ? 'inserted' : after === null ? 'removed' : 'switched';
  expect(outcome).toMatchObject({
    kind,
    vote: { wish_id: wishId, user_id: userId, reaction_type: after ?? before },
  });

  const votes = await new ReactionRepository(ctx.db).votesOf(userId, [wishId]);
  expect(votes.map((vote) => vote.reaction_type)).toEqual(after ? [after] : []);

  const delta = voteDelta(before, after);
  expect(await pendingDelta(wishId)).toEqual(delta);
  return addCounts(countsBefore, delta);
}

describe('ReactionRepository.applyBatch follows the domain reaction rule', () => {
  it.each(CASES)('a $press press on a vote of $held, alone', async ({ before, press }) => {
    const arranged = await arrange(before, press);
    const repository = new ReactionRepository(ctx.db);
    const [outcome] = await repository.applyBatch([arranged]);
    const expectedCounts = await expectTheRule(arranged, outcome);

    await repository.foldPending(10_000);
    expect(await countsOf(arranged.wishId)).toEqual(expectedCounts);
  });

  it('every case at once in one batch, each on its own wish', async () => {
    const arranged: Arranged[] = [];
    for (const { before, press } of CASES) arranged.push(await arrange(before, press));
    const repository = new ReactionRepository(ctx.db);
    const outcomes = await repository.applyBatch(arranged);
    const expectedCounts = [];
    for (const [index, one] of arranged.entries()) {
      expectedCounts.push(await expectTheRule(one, outcomes[index]));
    }

    await repository.foldPending(10_000);
    const counts = await Promise.all(arranged.map(({ wishId }) => countsOf(wishId)));
    expect(counts).toEqual(expectedCounts);
    // The counts are the votes' own: recounting them from the vote rows changes nothing.
    await new WishRepository(ctx.db).recountAllFromVotes();
    expect(await Promise.all(arranged.map(({ wishId }) => countsOf(wishId)))).toEqual(counts);
  });

  it('a press on the same wish repeated in turn walks the rule from no vote and back', async () => {
    const arranged = await arrange(null, 'like');
    const repository = new ReactionRepository(ctx.db);
    const presses: ReactionType[] = ['like', 'heart', 'heart', 'dislike', 'like', 'like'];
    let held: ReactionType | null = null;
    let expected = arranged.countsBefore;
    for (const press of presses) {
      const next = voteAfterClick(held, press);
      const [outcome] = await repository.applyBatch([{ ...arranged, type: press }]);
      expect(outcome?.kind).toBe(
        held === null ? 'inserted' : next === null ? 'removed' : 'switched',
      );
      await repository.foldPending(10_000);
      expected = addCounts(expected, voteDelta(held, next));
      expect(await countsOf(arranged.wishId)).toEqual(expected);
      held = next;
    }
    expect(held).toBeNull();
    expect(expected).toEqual(NO_COUNTS);
  });
});
