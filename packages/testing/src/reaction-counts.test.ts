import { describe, expect, it } from 'vitest';
import type { NewVote } from '@wishwall/db/tables/vote.table';
import { createDraftWish, createUser } from './fixtures.ts';
import { countsFromVotes, voteCounts } from './reaction-counts.ts';
import { useTestContext } from './use-test-context.ts';

const ctx = useTestContext();

async function wishWithVotes(votes: readonly NewVote['reaction_type'][]): Promise<string> {
  const author = await createUser(ctx.db);
  const wish = await createDraftWish(ctx.db, author.id);
  for (const reaction_type of votes) {
    const voter = await createUser(ctx.db);
    await ctx.db
      .insertInto('votes')
      .values({ wish_id: wish.id, user_id: voter.id, reaction_type })
      .execute();
  }
  return wish.id;
}

describe('the counts’ truth', () => {
  it('counts each wish’s vote rows by type, zeros for a wish without votes', async () => {
    const liked = await wishWithVotes(['like', 'like', 'heart']);
    const disliked = await wishWithVotes(['dislike']);
    const untouched = await wishWithVotes([]);

    const counts = await countsFromVotes(ctx.db, [liked, disliked, untouched]);

    expect(Object.fromEntries(counts)).toEqual({
      [liked]: { likes: 2, hearts: 1, dislikes: 0 },
      [disliked]: { likes: 0, hearts: 0, dislikes: 1 },
      [untouched]: { likes: 0, hearts: 0, dislikes: 0 },
    });
    expect(await voteCounts(ctx, liked)).toEqual({ likes: 2, hearts: 1, dislikes: 0 });
    expect(await voteCounts(ctx, untouched)).toEqual({ likes: 0, hearts: 0, dislikes: 0 });
  });
});
