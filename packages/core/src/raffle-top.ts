import { TOP_WISHES } from '@wishwall/contracts/constants';
import type { DbExecutor } from '@wishwall/db/database';
import { RaffleDrawRepository } from '@wishwall/db/repositories/raffle-draw.repository';
import { RaffleRoundRepository } from '@wishwall/db/repositories/raffle-round.repository';
import { WishRepository, type WishWithAuthorRow } from '@wishwall/db/repositories/wish.repository';

/**
 * The top-10 the wall shows (docs/product.md#top-10): the current round's ranking while it is
 * open or waiting for its draw; once drawn, its final ranking — the top-10 the draw was decided
 * on, in that order — until the next round opens.
 */
export async function shownTop(db: DbExecutor): Promise<WishWithAuthorRow[]> {
  const round = await new RaffleRoundRepository(db).current();
  if (!round) return [];
  const wishes = new WishRepository(db);
  if (round.state !== 'drawn') return wishes.top(round.number, TOP_WISHES);
  const draw = await new RaffleDrawRepository(db).find(round.number);
  return wishes.publishedInOrder(draw?.top_ten.map((standing) => standing.wish_id) ?? []);
}
