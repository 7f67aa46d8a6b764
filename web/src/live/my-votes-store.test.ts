import { beforeEach, describe, expect, it } from 'vitest';
import { myVoteOf, recordMyReactions, useMyVotesStore } from './my-votes-store.ts';

const initial = useMyVotesStore.getState();
const votes = () => useMyVotesStore.getState();

describe('my votes store', () => {
  beforeEach(() => {
    useMyVotesStore.setState(initial, true);
  });

  it('remembers the user’s vote per wish, none when unknown', () => {
    votes().record('u1', 'w1', 'heart');
    votes().record('u1', 'w2', null);
    expect(myVoteOf(votes(), 'u1', 'w1')).toBe('heart');
    expect(myVoteOf(votes(), 'u1', 'w2')).toBeNull();
    expect(myVoteOf(votes(), 'u1', 'w3')).toBeNull();
  });

  it('never shows one user’s votes to another, and forgets them on a new sign-in', () => {
    votes().record('u1', 'w1', 'like');
    expect(myVoteOf(votes(), 'u2', 'w1')).toBeNull();
    expect(myVoteOf(votes(), null, 'w1')).toBeNull();
    votes().record('u2', 'w2', 'dislike');
    expect(votes().votes).toEqual({ w2: 'dislike' });
  });
});

describe('recordMyReactions', () => {
  it('records the votes fetched wishes carry, and ignores wishes without the field', () => {
    recordMyReactions('u-fetch', [
      { id: 'w1', my_reaction: 'heart' },
      { id: 'w2', my_reaction: null },
      { id: 'w3' },
    ]);
    const state = useMyVotesStore.getState();
    expect(myVoteOf(state, 'u-fetch', 'w1')).toBe('heart');
    expect(state.votes).toHaveProperty('w2', null);
    expect(state.votes).not.toHaveProperty('w3');
  });
});
