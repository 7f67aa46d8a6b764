import type { ReactResultDto, VoteDto } from '@wishwall/contracts/wish.dto';
import { describe, expect, it } from 'vitest';
import {
  addCounts,
  settledDelta,
  voteAfterClick,
  voteDelta,
  voteFromAnswer,
} from './reaction-rule.ts';

const counts = { likes: 3, hearts: 1, dislikes: 0 };

function vote(reaction_type: VoteDto['reaction_type']): VoteDto {
  return {
    user_id: 'u1',
    reaction_type,
    created_at: '2026-01-01T00:00:00.000Z',
    user: { id: 'u1', name: 'Ana', avatar_url: null },
  };
}

const added = (type: VoteDto['reaction_type']): ReactResultDto => ({
  removed: false,
  vote: vote(type),
});
const removed: ReactResultDto = { removed: true, vote: null };

describe('reaction rule', () => {
  it('adds a first reaction', () => {
    expect(voteAfterClick(null, 'like')).toBe('like');
    expect(addCounts(counts, voteDelta(null, 'like'))).toEqual({
      likes: 4,
      hearts: 1,
      dislikes: 0,
    });
  });

  it('removes the same reaction clicked again', () => {
    expect(voteAfterClick('like', 'like')).toBeNull();
    expect(addCounts(counts, voteDelta('like', null))).toEqual({
      likes: 2,
      hearts: 1,
      dislikes: 0,
    });
  });

  it('switches to another reaction, moving one count to the other', () => {
    expect(voteAfterClick('heart', 'dislike')).toBe('dislike');
    expect(addCounts(counts, voteDelta('heart', 'dislike'))).toEqual({
      likes: 3,
      hearts: 0,
      dislikes: 1,
    });
  });

  it('never shows a count below zero', () => {
    expect(addCounts(counts, voteDelta('dislike', null)).dislikes).toBe(0);
  });

  it('reads the vote the server answered', () => {
    expect(voteFromAnswer(removed, 'like')).toBeNull();
    expect(voteFromAnswer(added('heart'), 'heart')).toBe('heart');
  });

  it('keeps the optimistic change when the server agrees', () => {
    expect(settledDelta(null, 'like', added('like'))).toEqual(voteDelta(null, 'like'));
    expect(settledDelta('like', 'like', removed)).toEqual(voteDelta('like', null));
    expect(settledDelta('heart', 'like', added('like'))).toEqual(voteDelta('heart', 'like'));
  });

  it('corrects a wrong belief: a removal means the vote was of the clicked type', () => {
    // The wall did not know the user had liked this wish in an earlier visit.
    expect(settledDelta(null, 'like', removed)).toEqual({ likes: -1, hearts: 0, dislikes: 0 });
  });

  it('corrects a wrong belief: an add where a removal was expected', () => {
    expect(settledDelta('like', 'like', added('like'))).toEqual({
      likes: 1,
      hearts: 0,
      dislikes: 0,
    });
  });
});
