import { sql } from 'kysely';
import type { DbExecutor } from '../database.ts';
import type { RaffleRoundRow } from '../tables/raffle-round.table.ts';

/** Raffle rounds (decision 0044): at most one is not drawn yet, and Postgres holds that. */
export class RaffleRoundRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** The current round: the open one, or between rounds the last one. */
  current(): Promise<RaffleRoundRow | undefined> {
    return this.db
      .selectFrom('raffle_rounds')
      .selectAll()
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  find(number: number): Promise<RaffleRoundRow | undefined> {
    return this.db
      .selectFrom('raffle_rounds')
      .selectAll()
      .where('number', '=', number)
      .executeTakeFirst();
  }

  /**
   * The open round, share-locked until the transaction ends: a publication holds it, so the
   * close waits for publications in flight and none lands in a closed round.
   */
  lockOpen(): Promise<RaffleRoundRow | undefined> {
    return this.db
      .selectFrom('raffle_rounds')
      .selectAll()
      .where('state', '=', 'open')
      .forShare()
      .executeTakeFirst();
  }

  /** Reads a round and locks it until the transaction ends. */
  lock(number: number): Promise<RaffleRoundRow | undefined> {
    return this.db
      .selectFrom('raffle_rounds')
      .selectAll()
      .where('number', '=', number)
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * Opens the next round. Fails on `raffle_rounds_one_undrawn` (or the primary key, for two at
   * once) while a round is not drawn yet.
   */
  openNext(values: { prize: string; closes_at: Date; opened_by: string }) {
    return this.db
      .insertInto('raffle_rounds')
      .values({
        number: sql<number>`(select coalesce(max(number), 0) + 1 from raffle_rounds)`,
        prize: values.prize,
        closes_at: values.closes_at,
        opened_by: values.opened_by,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Closes the open round if its announced close has come; undefined otherwise. */
  closeIfDue(now: Date): Promise<RaffleRoundRow | undefined> {
    return this.db
      .updateTable('raffle_rounds')
      .set({ state: 'closed', closed_at: now })
      .where('state', '=', 'open')
      .where('closes_at', '<=', now)
      .returningAll()
      .executeTakeFirst();
  }

  markDrawn(number: number): Promise<RaffleRoundRow> {
    return this.db
      .updateTable('raffle_rounds')
      .set({ state: 'drawn' })
      .where('number', '=', number)
      .where('state', '=', 'closed')
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
