import { sql } from 'kysely';
import type { ReactionType } from '@wishwall/contracts/wish.dto';
import type { DbExecutor } from '@wishwall/db/database';
import {
  countsFromVotes,
  votesCountedByWish,
  type VoteCounts,
} from '@wishwall/testing/reaction-counts';

export interface StoredVote {
  userId: string;
  wishId: string;
  reactionType: ReactionType;
}

/** What Postgres holds: the truth every invariant of a fault run is checked against. */
export class FaultTruthRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** The first published wishes of the wall (the demo seed's), to react to. */
  async firstPublishedWishIds(count: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('wishes')
      .select('id')
      .where('status', '=', 'published')
      .orderBy('number_sequence')
      .limit(count)
      .execute();
    return rows.map((row) => row.id);
  }

  async emailsOfUsersEndingWith(domain: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', `%@${domain}`)
      .execute();
    return rows.map((row) => row.email);
  }

  async publishedAmong(wishIds: readonly string[]): Promise<Set<string>> {
    if (wishIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('wishes')
      .select('id')
      .where('id', 'in', wishIds)
      .where('status', '=', 'published')
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  async votesOn(wishIds: readonly string[]): Promise<StoredVote[]> {
    if (wishIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('votes')
      .select(['user_id', 'wish_id', 'reaction_type'])
      .where('wish_id', 'in', wishIds)
      .execute();
    return rows.map((row) => ({
      userId: row.user_id,
      wishId: row.wish_id,
      reactionType: row.reaction_type,
    }));
  }

  /** Counts of each wish computed from its vote rows. */
  countsFromVotes(wishIds: readonly string[]): Promise<Map<string, VoteCounts>> {
    return countsFromVotes(this.db, wishIds);
  }

  /** How many published wishes show counts other than their vote rows add up to. */
  async wishesWithCountsOffTheirVotes(): Promise<number> {
    const row = await this.db
      .selectFrom('wishes as w')
      .leftJoin(votesCountedByWish(this.db).as('v'), 'v.wish_id', 'w.id')
      .select((eb) => eb.fn.countAll<string>().as('off'))
      .where('w.status', '=', 'published')
      .where(
        sql<boolean>`(w.likes, w.hearts, w.dislikes)
          is distinct from (coalesce(v.likes, 0), coalesce(v.hearts, 0), coalesce(v.dislikes, 0))`,
      )
      .executeTakeFirstOrThrow();
    return Number(row.off);
  }

  async publishedWishCount(): Promise<number> {
    const row = await this.db
      .selectFrom('wishes')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async wallCounter(): Promise<number> {
    const row = await this.db
      .selectFrom('wall_counter')
      .select('published_count')
      .executeTakeFirstOrThrow();
    return row.published_count;
  }

  /** Outbox events not yet handed to Redis. */
  async unrelayedEvents(): Promise<number> {
    const row = await this.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('relayed_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
