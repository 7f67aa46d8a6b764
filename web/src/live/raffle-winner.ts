import type { RaffleLiveResult } from '@wishwall/contracts/socket-events';

/**
 * Whether a wish shows the raffle winner's badge (docs/product.md#raffle): the API says it won
 * (`raffle_winner`, on the wish page's answer), or the draw happened while the page was open and
 * named it (the `raffle` event, `useLiveRaffle`). Wall cards carry no `raffle_winner`, so there
 * only a live draw marks one.
 */
export function isRaffleWinner(
  wish: { id: string; raffle_winner?: boolean },
  live: RaffleLiveResult | null,
): boolean {
  return wish.raffle_winner === true || live?.wishId === wish.id;
}
