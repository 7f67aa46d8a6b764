import { AppError } from '@wishwall/contracts/app-error';
import { TOP_WISHES } from '@wishwall/contracts/constants';
import type { OpenRaffleRoundBody, RaffleDto } from '@wishwall/contracts/raffle.dto';
import { toRaffleRoundDto } from '@wishwall/core/raffle-round.mapper';
import { toWishDto } from '@wishwall/core/wish-dto.mapper';
import type { Db } from '@wishwall/db/database';
import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { AdminAuditRepository } from '@wishwall/db/repositories/admin-audit.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { RaffleDrawRepository } from '@wishwall/db/repositories/raffle-draw.repository';
import { RafflePrizePaymentRepository } from '@wishwall/db/repositories/raffle-prize-payment.repository';
import { RaffleRoundRepository } from '@wishwall/db/repositories/raffle-round.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import { MICROS_PER_USD, microsOfDecimal } from '@wishwall/domain/money';

const alreadyDrawn = () => new AppError('raffle_already_drawn', 'The round was already drawn');
const notDrawn = () =>
  new AppError('raffle_round_not_drawn', 'The last round is not drawn yet: draw it first');
/** A round closes at least a minute after it opens (decision 0044). */
const MIN_ROUND_MS = 60_000;
/**
 * The largest prize a round may have: the wall's promise ("a prize of up to 10,000 USD"), and
 * a bound the wallet path needs, since an approved prize is credited outside CREDIT_MAX_USD.
 */
const MAX_PRIZE = 10_000n * MICROS_PER_USD;

/**
 * The raffle in rounds (docs/product.md#raffle, decision 0044). An operator opens a round with
 * a prize and an announced close; the clock closes its sales; an operator draws it: the round's
 * published wish with the most likes wins, ties by earlier publication (its top-10's order).
 * A draw is recorded once, with the top-10 it was decided on, and is never undone.
 */
export class RaffleService {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async open(operatorId: string, body: OpenRaffleRoundBody): Promise<RaffleDto> {
    const prize = microsOfDecimal(body.prize, 2);
    if (prize === undefined || prize <= 0n) {
      throw new AppError('invalid_amount', 'The prize is a positive amount in USD, two decimals');
    }
    if (prize > MAX_PRIZE) {
      throw new AppError('invalid_amount', 'The prize is at most 10,000.00 USD');
    }
    const closesAt = new Date(body.closes_at);
    if (!(closesAt.getTime() >= Date.now() + MIN_ROUND_MS)) {
      throw new AppError('validation_failed', 'The round closes at least a minute from now');
    }
    await this.db
      .transaction()
      .execute(async (trx) => {
        const round = await new RaffleRoundRepository(trx).openNext({
          prize: prize.toString(),
          closes_at: closesAt,
          opened_by: operatorId,
        });
        await new AdminAuditRepository(trx).record({
          operator_id: operatorId,
          action: 'raffle.open_round',
          record_type: 'raffle_round',
          record_id: String(round.number),
          before: null,
          after: toRaffleRoundDto(round),
        });
        await new OutboxRepository(trx).add({
          type: 'raffle.round_changed',
          payload: toRaffleRoundDto(round),
        });
      })
      .catch((error: unknown) => {
        // The one-undrawn-round index, or two opened at once with the same next number.
        if (
          isUniqueViolation(error, 'raffle_rounds_one_undrawn') ||
          isUniqueViolation(error, 'raffle_rounds_pkey')
        ) {
          throw notDrawn();
        }
        throw error;
      });
    return this.current();
  }

  /** Draws the current round, once it is closed. */
  async draw(operatorId: string): Promise<RaffleDto> {
    await this.db
      .transaction()
      .execute(async (trx) => {
        const rounds = new RaffleRoundRepository(trx);
        const current = await rounds.current();
        // Locked: of two draws at once, the second reads the round drawn.
        const round = current && (await rounds.lock(current.number));
        if (!round || round.state === 'drawn') throw alreadyDrawn();
        if (round.state === 'open') {
          throw new AppError('raffle_round_open', 'The round is still open: draw it once closed');
        }
        const top = await new WishRepository(trx).top(round.number, TOP_WISHES);
        const winner = top[0];
        if (!winner) {
          throw new AppError('raffle_no_entries', 'No wish of the round has a like yet');
        }
        const draw = await new RaffleDrawRepository(trx).record({
          round: round.number,
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
        const drawn = await rounds.markDrawn(round.number);
        await new AdminAuditRepository(trx).record({
          operator_id: operatorId,
          action: 'raffle.draw',
          record_type: 'raffle',
          record_id: String(round.number),
          before: null,
          after: { wish_id: draw.wish_id, likes: draw.likes },
        });
        const outbox = new OutboxRepository(trx);
        await outbox.add({
          type: 'raffle.drawn',
          payload: {
            round: round.number,
            wishId: draw.wish_id,
            likes: draw.likes,
            drawnAt: draw.drawn_at.toISOString(),
          },
        });
        await outbox.add({ type: 'raffle.round_changed', payload: toRaffleRoundDto(drawn) });
      })
      .catch((error: unknown) => {
        // A concurrent draw committed first: the primary key keeps one.
        if (isUniqueViolation(error, 'raffle_draws_pkey')) throw alreadyDrawn();
        throw error;
      });
    return this.current();
  }

  /** The current round and the last drawn result. */
  async current(): Promise<RaffleDto> {
    const round = await new RaffleRoundRepository(this.db).current();
    const draw = await new RaffleDrawRepository(this.db).last();
    const roundDto = round ? toRaffleRoundDto(round) : null;
    if (!draw) {
      return {
        round: roundDto,
        result_round: null,
        drawn: false,
        winner: null,
        likes: null,
        drawn_at: null,
        top_ten: [],
        prize_payment: null,
      };
    }
    const [winner, payment] = await Promise.all([
      new WishRepository(this.db).findPublished(draw.wish_id),
      new RafflePrizePaymentRepository(this.db).liveFor(draw.round),
    ]);
    return {
      round: roundDto,
      result_round: draw.round,
      drawn: true,
      winner: winner ? toWishDto(winner) : null,
      likes: draw.likes,
      drawn_at: draw.drawn_at.toISOString(),
      top_ten: draw.top_ten,
      prize_payment: payment
        ? {
            state: payment.state,
            method: payment.method,
            paid_at: payment.state === 'paid' ? (payment.decided_at?.toISOString() ?? null) : null,
          }
        : null,
    };
  }
}
