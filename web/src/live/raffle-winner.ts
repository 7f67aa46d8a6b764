import type { RaffleDto } from '@wishwall/contracts/raffle.dto';
import type { RaffleLiveResult } from '@wishwall/contracts/socket-events';

/**
 * Whether a wish shows the raffle winner's badge (docs/product.md#raffle): the API says it won
 * (`raffle_winner`, on the wish page's answer), or the last draw the page knows of named it
 * (`useLiveRaffle`: the `raffle` event, or `GET /v1/raffle` read again when a connect's `round`
 * says the round was drawn). Wall cards carry no `raffle_winner`, so there only a draw made
 * while the wall is open marks one.
 */
export function isRaffleWinner(
  wish: { id: string; raffle_winner?: boolean },
  live: RaffleLiveResult | null,
): boolean {
  return wish.raffle_winner === true || live?.wishId === wish.id;
}

/** The last drawn result of `GET /v1/raffle` as the badge reads it; null before any draw. */
export function lastDrawn(raffle: RaffleDto | null): RaffleLiveResult | null {
  if (!raffle?.drawn || !raffle.winner) return null;
  return {
    wishId: raffle.winner.id,
    likes: raffle.likes ?? raffle.winner.likes,
    drawnAt: raffle.drawn_at ?? '',
  };
}
