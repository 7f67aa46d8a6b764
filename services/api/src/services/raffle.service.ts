import { AppError } from '@wishwall/contracts/app-error';
import { TOP_WISHES } from '@wishwall/contracts/constants';
import type { RaffleDto } from '@wishwall/contracts/raffle.dto';
import { toWishDto } from '@wishwall/core/wish-dto.mapper';
import type { Db } from '@wishwall/db/database';
import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { AdminAuditRepository } from '@wishwall/db/repositories/admin-audit.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { RaffleDrawRepository } from '@wishwall/db/repositories/raffle-draw.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';

/** The product runs one raffle round (docs/product.md#raffle). */
export const RAFFLE_ROUND = 1;

const alreadyDrawn = () => new AppError('raffle_already_drawn', 'The raffle was already drawn');

/**
 * The raffle (docs/product.md#raffle): the published wish with the most likes when an operator
 * draws wins, ties by earlier publication (the top-10's order). A draw is recorded once, with the
 * top-10 it was decided on, and is never undone.
 */
export class RaffleService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async draw(operatorId: string): Promise<RaffleDto> {
    await this.db
      .transaction()
      .execute(async (trx) => {
        const draws = new RaffleDrawRepository(trx);
        if (await draws.find(RAFFLE_ROUND)) throw alreadyDrawn();
        const top = await new WishRepository(trx).top(TOP_WISHES);
        const winner = top[0];
        if (!winner) {
          throw new AppError('raffle_no_entries', 'No published wish has a like yet');
        }
        const draw = await draws.record({
          round: RAFFLE_ROUND,
          wish_id: winner.id,
          operator_id: operatorId,
          likes: winner.likes,
          top_ten: JSON.stringify(
            top.map((wish) => ({
              wish_id: wish.id,
              number_sequence: wish.number_sequence,
              likes: wish.likes,
              published_at: wish.published_at?.toISOString() ?? null,
            })),
          ),
        });
        await new AdminAuditRepository(trx).record({
          operator_id: operatorId,
          action: 'raffle.draw',
          record_type: 'raffle',
          record_id: String(RAFFLE_ROUND),
          before: null,
          after: { wish_id: draw.wish_id, likes: draw.likes },
        });
        await new OutboxRepository(trx).add({
          type: 'raffle.drawn',
          payload: {
            round: RAFFLE_ROUND,
            wishId: draw.wish_id,
            likes: draw.likes,
            drawnAt: draw.drawn_at.toISOString(),
          },
        });
      })
      .catch((error: unknown) => {
        // A concurrent draw committed first: the primary key keeps one.
        if (isUniqueViolation(error, 'raffle_draws_pkey')) throw alreadyDrawn();
        throw error;
      });
    return this.current();
  }

  async current(): Promise<RaffleDto> {
    const draw = await new RaffleDrawRepository(this.db).find(RAFFLE_ROUND);
    if (!draw) return { drawn: false, winner: null, likes: null, drawn_at: null, top_ten: [] };
    const winner = await new WishRepository(this.db).findPublished(draw.wish_id);
    return {
      drawn: true,
      winner: winner ? toWishDto(winner) : null,
      likes: draw.likes,
      drawn_at: draw.drawn_at.toISOString(),
      top_ten: draw.top_ten,
    };
  }
}
