import { describe, expect, it } from 'vitest';
import { countsDelta, reactionOutcome } from './reaction.ts';

describe('reactions', () => {
  it('adds a first vote, removes the same again, switches another', () => {
    expect(reactionOutcome(null, 'like')).toEqual({ kind: 'added', type: 'like' });
    expect(reactionOutcome('like', 'like')).toEqual({ kind: 'removed', type: 'like' });
    expect(reactionOutcome('like', 'heart')).toEqual({
      kind: 'switched',
      from: 'like',
      to: 'heart',
    });
  });

  it('turns each outcome into the count change it makes', () => {
    expect(countsDelta({ kind: 'added', type: 'heart' })).toEqual({
      likes: 0,
      hearts: 1,
      dislikes: 0,
    });
    expect(countsDelta({ kind: 'removed', type: 'dislike' })).toEqual({
      likes: 0,
      hearts: 0,
      dislikes: -1,
    });
    expect(countsDelta({ kind: 'switched', from: 'like', to: 'dislike' })).toEqual({
      likes: -1,
      hearts: 0,
      dislikes: 1,
    });
  });
});
