import type { PrizePaymentMethod } from '@wishwall/contracts/raffle.dto';
import type { DbExecutor } from '../database.ts';
import type { RafflePrizePaymentRow } from '../tables/raffle-prize-payment.table.ts';

/** Prize payments (decision 0044): recorded by one operator, decided by another. */
export class RafflePrizePaymentRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** Fails on `raffle_prize_payments_one_live` while the round has one pending or paid. */
  create(values: {
    round: number;
    winnerUserId: string;
    amount: string;
    method: PrizePaymentMethod;
    reference: string | null;
    requestedBy: string;
  }): Promise<RafflePrizePaymentRow> {
    return this.db
      .insertInto('raffle_prize_payments')
      .values({
        round: values.round,
        winner_user_id: values.winnerUserId,
        amount: values.amount,
        method: values.method,
        reference: values.reference,
        requested_by: values.requestedBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The row locked for the caller's transaction: of two deciders, the second reads it decided. */
  lockById(id: string): Promise<RafflePrizePaymentRow | undefined> {
    return this.db
      .selectFrom('raffle_prize_payments')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  decide(
    id: string,
    state: 'paid' | 'rejected',
    decidedBy: string,
    transactionId?: string,
  ): Promise<RafflePrizePaymentRow> {
    return this.db
      .updateTable('raffle_prize_payments')
      .set({
        state,
        decided_by: decidedBy,
        decided_at: new Date(),
        ...(transactionId ? { transaction_id: transactionId } : {}),
      })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The round's pending or paid record, if any. */
  liveFor(round: number): Promise<RafflePrizePaymentRow | undefined> {
    return this.db
      .selectFrom('raffle_prize_payments')
      .selectAll()
      .where('round', '=', round)
      .where('state', 'in', ['pending', 'paid'])
      .executeTakeFirst();
  }

  /** Newest first. */
  list(limit: number): Promise<RafflePrizePaymentRow[]> {
    return this.db
      .selectFrom('raffle_prize_payments')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
