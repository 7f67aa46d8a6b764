import { describe, expect, it } from 'vitest';
import type { ReactionType } from '@wishwall/contracts/wish.dto';
import { replayVotes, type ReactionOutcome, type ReactionRecord } from './vote-replay.ts';

let seq = 0;
function record(userId: string, reaction: ReactionType, outcome: ReactionOutcome): ReactionRecord {
  return { seq: seq++, userId, wishId: '7', reaction, outcome };
}
const accepted = (vote: ReactionType | null): ReactionOutcome => ({
  kind: 'accepted',
  vote,
  removed: vote === null,
});

describe('replayVotes', () => {
  it('finds nothing lost when the table holds every last accepted vote', () => {
    const records = [
      record('1', 'like', accepted('like')),
      record('1', 'heart', accepted('heart')),
      record('2', 'like', accepted('like')),
      record('2', 'like', accepted(null)),
    ];
    const result = replayVotes(records, [{ wishId: '7', userId: '1', reactionType: 'heart' }]);
    expect(result).toMatchObject({ pairsChecked: 2, lostVotes: 0, toggleViolations: 0 });
  });

  it('counts a missing vote, a wrong type and a removal that did not stick as lost', () => {
    const records = [
      record('1', 'like', accepted('like')),
      record('2', 'like', accepted('like')),
      record('2', 'dislike', accepted('dislike')),
      record('3', 'heart', accepted('heart')),
      record('3', 'heart', accepted(null)),
    ];
    const result = replayVotes(records, [
      { wishId: '7', userId: '2', reactionType: 'like' },
      { wishId: '7', userId: '3', reactionType: 'heart' },
    ]);
    expect(result.lostVotes).toBe(3);
    expect(result.lostExamples).toContainEqual({
      wishId: '7',
      userId: '2',
      expected: 'dislike',
      actual: 'like',
    });
  });

  it('orders by send sequence, not by the order records arrive in', () => {
    const first = record('1', 'like', accepted('like'));
    const second = record('1', 'like', accepted(null));
    expect(replayVotes([second, first], []).lostVotes).toBe(0);
  });

  it('accepts either state after a request whose outcome is unknown, and no other', () => {
    const records = [
      record('1', 'like', accepted('like')),
      // Still in flight when the burst stopped: the like may or may not have been removed.
      record('1', 'like', { kind: 'unknown' }),
    ];
    const like = { wishId: '7', userId: '1', reactionType: 'like' } as const;
    expect(replayVotes(records, [])).toMatchObject({ ambiguousPairs: 1, lostVotes: 0 });
    expect(replayVotes(records, [like])).toMatchObject({ ambiguousPairs: 1, lostVotes: 0 });
    expect(replayVotes(records, [{ ...like, reactionType: 'heart' }]).lostVotes).toBe(1);
  });

  it('checks the toggle rule again once an accepted response fixes the state', () => {
    const records = [
      record('1', 'like', { kind: 'unknown' }),
      record('1', 'heart', accepted('heart')),
      record('1', 'heart', accepted('heart')),
    ];
    const result = replayVotes(records, [{ wishId: '7', userId: '1', reactionType: 'heart' }]);
    expect(result).toMatchObject({ toggleViolations: 1, ambiguousPairs: 0, lostVotes: 0 });
  });

  it('ignores refused requests and reports votes no accepted response explains', () => {
    const records = [record('1', 'like', { kind: 'rejected' })];
    const result = replayVotes(records, [
      { wishId: '7', userId: '1', reactionType: 'like' },
      { wishId: '7', userId: '9', reactionType: 'heart' },
    ]);
    expect(result).toMatchObject({ pairsChecked: 0, lostVotes: 0, unacknowledgedVotes: 2 });
  });

  it('flags responses that break the toggle rule', () => {
    const records = [
      record('1', 'like', accepted('like')),
      // The same type again must remove the vote, not keep it.
      record('1', 'like', accepted('like')),
    ];
    const result = replayVotes(records, [{ wishId: '7', userId: '1', reactionType: 'like' }]);
    expect(result).toMatchObject({ toggleViolations: 1, lostVotes: 0 });
  });

  it('starts each pair from the vote it held before the burst', () => {
    const leftLike = { wishId: '7', userId: '1', reactionType: 'like' } as const;
    const leftHeart = { wishId: '7', userId: '2', reactionType: 'heart' } as const;
    // User 1 presses like again (removing the like an earlier burst left); user 2 presses nothing.
    const records = [record('1', 'like', accepted(null))];
    expect(replayVotes(records, [leftHeart], [leftLike, leftHeart])).toMatchObject({
      pairsChecked: 1,
      lostVotes: 0,
      toggleViolations: 0,
      unacknowledgedVotes: 0,
    });
    // Read as if the users had started without votes, the same burst looks broken.
    expect(replayVotes(records, [leftHeart])).toMatchObject({
      toggleViolations: 1,
      unacknowledgedVotes: 1,
    });
  });

  it('counts a vote from before the burst that went without a press as lost', () => {
    const left = { wishId: '7', userId: '2', reactionType: 'heart' } as const;
    const result = replayVotes([], [], [left]);
    expect(result).toMatchObject({ lostVotes: 1, unacknowledgedVotes: 0 });
    expect(result.lostExamples).toEqual([
      { wishId: '7', userId: '2', expected: 'heart', actual: null },
    ]);
  });

  it('counts a vote from before the burst that went while its presses were all refused as lost', () => {
    const left = { wishId: '7', userId: '2', reactionType: 'heart' } as const;
    const refused = [record('2', 'like', { kind: 'rejected' })];
    expect(replayVotes(refused, [], [left])).toMatchObject({
      pairsChecked: 1,
      lostVotes: 1,
      unacknowledgedVotes: 0,
    });
    expect(replayVotes(refused, [left], [left])).toMatchObject({ lostVotes: 0 });
    // An unknown outcome may have switched it: either vote is explained, its absence is not.
    const unknown = [record('2', 'like', { kind: 'unknown' })];
    expect(replayVotes(unknown, [{ ...left, reactionType: 'like' }], [left]).lostVotes).toBe(0);
    expect(replayVotes(unknown, [], [left]).lostVotes).toBe(1);
  });
});
