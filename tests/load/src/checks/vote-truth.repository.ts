import type { DbExecutor } from '@wishwall/db/database';
import type { ReactionType } from '@wishwall/contracts/wish.dto';
import type { VoteRow } from './vote-replay.ts';

export interface Counts {
  likes: number;
  hearts: number;
  dislikes: number;
}

const COLUMN: Record<ReactionType, keyof Counts> = {
  like: 'likes',
  heart: 'hearts',
  dislike: 'dislikes',
};

/** Reads what Postgres holds after a burst: the vote rows (the truth) and the wish rows. */
export class VoteTruthRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** Counts of each wish computed from its vote rows. */
  async countsFromVotes(wishIds: readonly string[]): Promise<Map<string, Counts>> {
    const counts = new Map(wishIds.map((id) => [id, { likes: 0, hearts: 0, dislikes: 0 }]));
    if (wishIds.length === 0) return counts;
    const rows = await this.db
      .selectFrom('votes')
      .select(['wish_id', 'reaction_type', (eb) => eb.fn.countAll<string>().as('n')])
      .where('wish_id', 'in', wishIds)
      .groupBy(['wish_id', 'reaction_type'])
      .execute();
    for (const row of rows) counts.get(row.wish_id)![COLUMN[row.reaction_type]] = Number(row.n);
    return counts;
  }

  /** The counts stored on the wish rows, as the API serves them. */
  async countsOnWishes(wishIds: readonly string[]): Promise<Map<string, Counts>> {
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
