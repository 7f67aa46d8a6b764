import { describe, expect, test } from 'vitest';
import { WriteLedger } from './write-ledger.ts';

describe('WriteLedger', () => {
  test('judges a vote by its last press, and not at all while that press is unanswered', () => {
    const ledger = new WriteLedger();
    ledger.pressSent('u1', 'w1');
    ledger.pressAcknowledged('u1', 'w1', 'like');
    ledger.pressSent('u1', 'w1');
    ledger.pressAcknowledged('u1', 'w1', null);
    ledger.pressSent('u2', 'w1');
    ledger.pressAcknowledged('u2', 'w1', 'heart');
    ledger.pressSent('u2', 'w1');

    expect(ledger.acknowledgedVotes()).toEqual([
      { userId: 'u1', wishId: 'w1', reactionType: null },
    ]);
    expect(ledger.acknowledgedPresses).toBe(3);
  });
});
