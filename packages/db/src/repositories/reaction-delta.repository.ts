import type { DbExecutor } from '../database.ts';

/** The reaction deltas the aggregator has yet to fold, as the metrics and the console see them. */
export class ReactionDeltaRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** When the oldest delta still unfolded was written; undefined when all are folded. */
  async oldestPendingAt(): Promise<Date | undefined> {
    const row = await this.db
      .selectFrom('reaction_deltas')
      .select('created_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row?.created_at;
  }
}
