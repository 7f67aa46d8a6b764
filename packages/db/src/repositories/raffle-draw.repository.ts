import type { DbExecutor } from '../database.ts';
import type { NewRaffleDraw, RaffleDrawRow } from '../tables/raffle-draw.table.ts';

export class RaffleDrawRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** Fails on `raffle_draws_pkey` when the round was already drawn. */
  record(draw: NewRaffleDraw): Promise<RaffleDrawRow> {
    return this.db.insertInto('raffle_draws').values(draw).returningAll().executeTakeFirstOrThrow();
  }

  find(round: number): Promise<RaffleDrawRow | undefined> {
    return this.db
      .selectFrom('raffle_draws')
      .selectAll()
      .where('round', '=', round)
      .executeTakeFirst();
  }

  /** The latest round's draw. */
  last(): Promise<RaffleDrawRow | undefined> {
    return this.db
      .selectFrom('raffle_draws')
      .selectAll()
      .orderBy('round', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  async hasWon(wishId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('raffle_draws')
      .select('round')
      .where('wish_id', '=', wishId)
      .executeTakeFirst();
    return row !== undefined;
  }
}
