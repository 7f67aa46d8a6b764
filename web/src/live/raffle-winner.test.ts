import type { RaffleLiveResult } from '@wishwall/contracts/socket-events';
import { describe, expect, it } from 'vitest';
import { isRaffleWinner } from './raffle-winner.ts';

const drawn: RaffleLiveResult = { wishId: 'w1', likes: 12, drawnAt: '2026-12-31T23:00:00.000Z' };

describe('isRaffleWinner', () => {
  it('is the wish the API says won, with or without a live draw', () => {
    expect(isRaffleWinner({ id: 'w1', raffle_winner: true }, null)).toBe(true);
    expect(isRaffleWinner({ id: 'w1', raffle_winner: true }, { ...drawn, wishId: 'w2' })).toBe(
      true,
    );
  });

  it('is the wish a draw named while the page was open', () => {
    expect(isRaffleWinner({ id: 'w1' }, drawn)).toBe(true);
    expect(isRaffleWinner({ id: 'w1', raffle_winner: false }, drawn)).toBe(true);
  });

  it('is no other wish, and none before a draw', () => {
    expect(isRaffleWinner({ id: 'w2' }, drawn)).toBe(false);
    expect(isRaffleWinner({ id: 'w2', raffle_winner: false }, null)).toBe(false);
  });
});
