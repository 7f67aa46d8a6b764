import type { DbExecutor } from '@wishwall/db/database';
import { countsFromVotes, type VoteCounts } from '@wishwall/testing/reaction-counts';
import type { VoteRow } from './vote-replay.ts';

/** Reads what Postgres holds after a burst: the vote rows (the truth) and the wish rows. */
export class VoteTruthRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** Counts of each wish computed from its vote rows. */
  countsFromVotes(wishIds: readonly string[]): Promise<Map<string, VoteCounts>> {
    return countsFromVotes(this.db, wishIds);
  }

  /** The counts stored on the wish rows, as the API serves them. */
  async countsOnWishes(wishIds: readonly string[]): Promise<Map<string, VoteCounts>> {
    if (wishIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('wishes')
      .select(['id', 'likes', 'hearts', 'dislikes'])
      .where('id', 'in', wishIds)
      .execute();
    return new Map(rows.map(({ id, ...counts }) => [id, counts]));
  }

  async votes(wishIds: readonly string[]): Promise<VoteRow[]> {
    if (wishIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('votes')
      .select(['wish_id', 'user_id', 'reaction_type'])
      .where('wish_id', 'in', wishIds)
      .execute();
    return rows.map((row) => ({
      wishId: row.wish_id,
      userId: row.user_id,
      reactionType: row.reaction_type,
    }));
  }
}
