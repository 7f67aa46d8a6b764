import type { DbExecutor } from '../database.ts';
import type { NewVote } from '../tables/vote.table.ts';

export class VoteRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** Inserts votes, skipping any user's second vote on the same wish; returns how many. */
  async addMany(votes: readonly NewVote[]): Promise<number> {
    if (votes.length === 0) return 0;
    const { numInsertedOrUpdatedRows } = await this.db
      .insertInto('votes')
      .values([...votes])
      .onConflict((oc) => oc.constraint('votes_one_per_user_and_wish').doNothing())
      .executeTakeFirstOrThrow();
    return Number(numInsertedOrUpdatedRows ?? 0);
  }
}
