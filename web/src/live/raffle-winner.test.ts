import type { RaffleLiveResult } from '@wishwall/contracts/socket-events';
import type { WishDto } from '@wishwall/contracts/wish.dto';
import { describe, expect, it } from 'vitest';
import { raffleDto } from '../test-support/raffle-dto.ts';
import { isRaffleWinner, lastDrawn } from './raffle-winner.ts';

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

describe('lastDrawn', () => {
  const raffle = raffleDto;

  it("is the last result's winner, with its likes at the draw", () => {
    const winner = { id: 'w1', likes: 20 } as WishDto;
    expect(
      lastDrawn(
        raffle({ result_round: 3, drawn: true, winner, likes: 12, drawn_at: drawn.drawnAt }),
      ),
    ).toEqual(drawn);
  });

  it('is nothing before the raffle was read or any round was drawn', () => {
    expect(lastDrawn(null)).toBeNull();
    expect(lastDrawn(raffle({}))).toBeNull();
  });
});
