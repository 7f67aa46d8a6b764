import type { VoteDto } from '@wishwall/contracts/wish.dto';
import { describe, expect, it } from 'vitest';
import { applyVoteChanges, filterVotes } from './vote-list.ts';

function vote(userId: string, reaction_type: VoteDto['reaction_type']): VoteDto {
  return {
    user_id: userId,
    reaction_type,
    created_at: '2026-01-01T00:00:00.000Z',
    user: { id: userId, name: userId, avatar_url: null },
  };
}
const summary = (votes: readonly VoteDto[]) => votes.map((v) => `${v.user_id}:${v.reaction_type}`);

describe('vote list', () => {
  const votes = [vote('a', 'like'), vote('b', 'heart')];

  it('adds a new vote on top', () => {
    const next = applyVoteChanges(
      votes,
      [{ wishId: 'w', userId: 'c', vote: vote('c', 'dislike') }],
      'w',
    );
    expect(summary(next)).toEqual(['c:dislike', 'a:like', 'b:heart']);
  });

  it('switches a vote without duplicating the user', () => {
    const next = applyVoteChanges(
      votes,
      [{ wishId: 'w', userId: 'b', vote: vote('b', 'like') }],
      'w',
    );
    expect(summary(next)).toEqual(['b:like', 'a:like']);
  });

  it('removes a withdrawn vote and ignores other wishes', () => {
    const next = applyVoteChanges(
      votes,
      [
        { wishId: 'w', userId: 'a', vote: null },
        { wishId: 'other', userId: 'b', vote: null },
      ],
      'w',
    );
    expect(summary(next)).toEqual(['b:heart']);
  });

  it('filters by reaction', () => {
    expect(summary(filterVotes(votes, 'heart'))).toEqual(['b:heart']);
    expect(filterVotes(votes, 'all')).toBe(votes);
  });
});
