import { sql } from 'kysely';
import type { DbExecutor } from '../database.ts';
import type { ReactionType, VoteRow } from '../tables/vote.table.ts';

export interface FastPathResult {
  /** The wish's author, or undefined when no published wish has that id. */
  ownerId: string | undefined;
  /** The new vote, when the user had none on this wish. */
  inserted: VoteRow | undefined;
}

export interface FoldedCounts {
  id: string;
  likes: number;
  hearts: number;
  dislikes: number;
  counts_version: number;
}

/** Votes and the count deltas that go with them: the reaction hot path. */
export class ReactionRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /**
   * The common case in one statement: checks the wish is published and not the user's own,
   * inserts the vote unless the user already has one, and records the count delta of what was
   * actually inserted. One round trip, no wish row lock.
   */
  async insertIfNew(wishId: string, userId: string, type: ReactionType): Promise<FastPathResult> {
    const { rows } = await sql<{
      owner_id: string | null;
      id: string | null;
      wish_id: string;
      user_id: string;
      reaction_type: ReactionType;
      created_at: Date;
      updated_at: Date;
    }>`
      with w as (
        select id, user_id from wishes where id = ${wishId} and status = 'published'
      ),
      ins as (
        insert into votes (wish_id, user_id, reaction_type)
        select w.id, ${userId}, ${type} from w where w.user_id <> ${userId}
        on conflict (wish_id, user_id) do nothing
        returning *
      ),
      delta as (
        insert into reaction_deltas (wish_id, likes, hearts, dislikes)
        select wish_id, (reaction_type = 'like')::int, (reaction_type = 'heart')::int,
               (reaction_type = 'dislike')::int
        from ins
      )
      select (select user_id from w) as owner_id, ins.*
      from (select 1) as one left join ins on true`.execute(this.db);
    const row = rows[0];
    return {
      ownerId: row?.owner_id ?? undefined,
      inserted: row?.id
        ? {
            id: row.id,
            wish_id: row.wish_id,
            user_id: row.user_id,
            reaction_type: row.reaction_type,
            created_at: row.created_at,
            updated_at: row.updated_at,
          }
        : undefined,
    };
  }

  /**
   * The user pressed `type` on a wish they already voted on: the same type removes the vote,
   * another switches it (the specification's toggle rule). One statement locks that user's
   * vote row only, changes it, and records the count delta of what it actually did; undefined
   * when the vote vanished meanwhile (the caller inserts again).
   */
  async toggleExisting(
    wishId: string,
    userId: string,
    type: ReactionType,
  ): Promise<{ outcome: 'removed' | 'switched'; vote: VoteRow } | undefined> {
    const { rows } = await sql<VoteRow & { outcome: 'removed' | 'switched' }>`
      with cur as (
        select id, reaction_type from votes
        where wish_id = ${wishId} and user_id = ${userId}
        for update
      ),
      removed as (
        delete from votes using cur
        where votes.id = cur.id and cur.reaction_type = ${type}
        returning votes.*
      ),
      switched as (
        update votes set reaction_type = ${type}, updated_at = now() from cur
        where votes.id = cur.id and cur.reaction_type <> ${type}
        returning votes.*, cur.reaction_type as old_type
      ),
      changes as (
        select reaction_type as type, -1 as d from removed
        union all select old_type, -1 from switched
        union all select reaction_type, 1 from switched
      ),
      delta as (
        insert into reaction_deltas (wish_id, likes, hearts, dislikes)
        select ${wishId},
               coalesce(sum(d) filter (where type = 'like'), 0),
               coalesce(sum(d) filter (where type = 'heart'), 0),
               coalesce(sum(d) filter (where type = 'dislike'), 0)
        from changes
        having count(*) > 0
      )
      select 'removed' as outcome, id, wish_id, user_id, reaction_type, created_at, updated_at
      from removed
      union all
      select 'switched', id, wish_id, user_id, reaction_type, created_at, updated_at
      from switched`.execute(this.db);
    const row = rows[0];
    if (!row) return undefined;
    const { outcome, ...vote } = row;
    return { outcome, vote };
  }

  /**
   * Folds up to `limit` pending deltas into their wishes' counts in one statement: the deltas
   * are deleted and added in the same statement, so none is lost or counted twice, and
   * several aggregators skip each other's rows.
   */
  async foldPending(limit: number): Promise<FoldedCounts[]> {
    const { rows } = await sql<FoldedCounts>`
      with taken as (
        delete from reaction_deltas
        where id in (
          select id from reaction_deltas order by id limit ${limit} for update skip locked
        )
        returning wish_id, likes, hearts, dislikes
      ),
      sums as (
        select wish_id, sum(likes)::int as likes, sum(hearts)::int as hearts,
               sum(dislikes)::int as dislikes
        from taken group by wish_id
      )
      update wishes
      set likes = wishes.likes + sums.likes,
          hearts = wishes.hearts + sums.hearts,
          dislikes = wishes.dislikes + sums.dislikes,
          counts_version = wishes.counts_version + 1
      from sums
      where wishes.id = sums.wish_id
      returning wishes.id, wishes.likes, wishes.hearts, wishes.dislikes, wishes.counts_version`.execute(
      this.db,
    );
    return rows;
  }

  /** A user's votes on the given wishes. */
  votesOf(userId: string, wishIds: readonly string[]) {
    if (wishIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('votes')
      .select(['wish_id', 'reaction_type'])
      .where('user_id', '=', userId)
      .where('wish_id', 'in', wishIds)
      .execute();
  }

  /** Votes of a wish with their users, newest first. */
  listForWish(wishId: string) {
    return this.db
      .selectFrom('votes')
      .innerJoin('users', 'users.id', 'votes.user_id')
      .select([
        'votes.user_id',
        'votes.reaction_type',
        'votes.created_at',
        'users.name as user_name',
        'users.avatar_url as user_avatar_url',
      ])
      .where('votes.wish_id', '=', wishId)
      .orderBy('votes.created_at', 'desc')
      .limit(1000)
      .execute();
  }
}
