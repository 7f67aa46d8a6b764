import { sql } from 'kysely';
import type { DbExecutor } from '../database.ts';
import type { ReactionType } from '@wishwall/contracts/wish.dto';
import type { VoteRow } from '../tables/vote.table.ts';

/** One user's press of a reaction button on a wish. */
export interface ReactionRequest {
  wishId: string;
  userId: string;
  type: ReactionType;
}

/**
 * What a press did. `raced`: the user's vote changed under the statement (another process
 * inserted or removed it in between); the caller tries again.
 */
export type ReactionOutcome =
  | { kind: 'wish_not_found' }
  | { kind: 'own_wish' }
  | { kind: 'inserted' | 'switched' | 'removed'; vote: VoteRow }
  | { kind: 'raced' };

export interface FoldedCounts {
  id: string;
  likes: number;
  hearts: number;
  dislikes: number;
  counts_version: number;
  /** How many reaction deltas of this wish the fold consumed. */
  deltas: number;
}

/** A vote with the name and picture of the user who cast it. */
export interface VoteWithUserRow {
  user_id: string;
  reaction_type: ReactionType;
  created_at: Date;
  user_name: string;
  user_avatar_url: string | null;
  /** Set when the voter closed the account: shown as a former member (decision 0050). */
  user_closed_at: Date | null;
}

/** Votes and the count deltas that go with them: the reaction hot path. */
export class ReactionRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /**
   * Applies many presses in one statement and one commit (group commit, decision 0009): for
   * each request it checks the wish is published and not the user's own, then locks that
   * user's vote (in id order), deletes it when
   * the type is the same, switches it when it differs, or inserts it when there is none, and
   * appends one count delta per wish from what those statements actually returned. No wish row
   * is locked. Votes are locked in id order, but a batch that inserts can still deadlock with
   * another process's batch (Postgres detects it and fails one; the caller retries its presses
   * one by one). The requests must name distinct (wish, user) pairs; outcomes come back in the
   * requests' order.
   */
  async applyBatch(requests: readonly ReactionRequest[]): Promise<ReactionOutcome[]> {
    if (requests.length === 0) return [];
    const { rows } = await sql<{
      n: string;
      owner_id: string | null;
      outcome: 'inserted' | 'switched' | 'removed' | null;
      id: string | null;
      reaction_type: ReactionType | null;
      created_at: Date | null;
      updated_at: Date | null;
    }>`
      with req as (
        select * from unnest(
          ${requests.map((r) => r.wishId)}::bigint[],
          ${requests.map((r) => r.userId)}::bigint[],
          ${requests.map((r) => r.type)}::text[]
        ) with ordinality as r (wish_id, user_id, type, n)
      ),
      w as (
        select id, user_id from wishes
        where id in (select wish_id from req) and status = 'published'
      ),
      ok as (
        select req.* from req join w on w.id = req.wish_id and w.user_id <> req.user_id
      ),
      cur as (
        select v.id, v.wish_id, v.user_id, v.reaction_type
        from votes v join ok using (wish_id, user_id)
        order by v.id
        for update of v
      ),
      removed as (
        delete from votes v using cur join ok using (wish_id, user_id)
        where v.id = cur.id and cur.reaction_type = ok.type
        returning v.*
      ),
      switched as (
        update votes v set reaction_type = ok.type, updated_at = now()
        from cur join ok using (wish_id, user_id)
        where v.id = cur.id and cur.reaction_type <> ok.type
        returning v.*, cur.reaction_type as old_type
      ),
      inserted as (
        insert into votes (wish_id, user_id, reaction_type)
        select ok.wish_id, ok.user_id, ok.type from ok
        where not exists (
          select 1 from cur where cur.wish_id = ok.wish_id and cur.user_id = ok.user_id
        )
        order by ok.wish_id, ok.user_id
        on conflict (wish_id, user_id) do nothing
        returning *
      ),
      changes as (
        select wish_id, reaction_type as type, -1 as d from removed
        union all select wish_id, old_type, -1 from switched
        union all select wish_id, reaction_type, 1 from switched
        union all select wish_id, reaction_type, 1 from inserted
      ),
      delta as (
        insert into reaction_deltas (wish_id, likes, hearts, dislikes)
        select wish_id,
               coalesce(sum(d) filter (where type = 'like'), 0),
               coalesce(sum(d) filter (where type = 'heart'), 0),
               coalesce(sum(d) filter (where type = 'dislike'), 0)
        from changes
        group by wish_id
      ),
      done as (
        select 'removed' as outcome, id, wish_id, user_id, reaction_type, created_at, updated_at
        from removed
        union all
        select 'switched', id, wish_id, user_id, reaction_type, created_at, updated_at
        from switched
        union all
        select 'inserted', id, wish_id, user_id, reaction_type, created_at, updated_at
        from inserted
      )
      select req.n, w.user_id as owner_id, done.outcome, done.id, done.reaction_type,
             done.created_at, done.updated_at
      from req
      left join w on w.id = req.wish_id
      left join done on done.wish_id = req.wish_id and done.user_id = req.user_id
      order by req.n`.execute(this.db);

    return requests.map((request, index): ReactionOutcome => {
      const row = rows[index];
      if (!row || Number(row.n) !== index + 1)
        throw new Error('Reaction batch answered out of order');
      if (row.owner_id === null) return { kind: 'wish_not_found' };
      if (row.owner_id === request.userId) return { kind: 'own_wish' };
      const { outcome, id, reaction_type, created_at, updated_at } = row;
      if (!outcome || !id || !reaction_type || !created_at || !updated_at) return { kind: 'raced' };
      return {
        kind: outcome,
        vote: {
          id,
          wish_id: request.wishId,
          user_id: request.userId,
          reaction_type,
          created_at,
          updated_at,
        },
      };
    });
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
               sum(dislikes)::int as dislikes, count(*)::int as deltas
        from taken group by wish_id
      )
      update wishes
      set likes = wishes.likes + sums.likes,
          hearts = wishes.hearts + sums.hearts,
          dislikes = wishes.dislikes + sums.dislikes,
          counts_version = wishes.counts_version + 1
      from sums
      where wishes.id = sums.wish_id
      returning wishes.id, wishes.likes, wishes.hearts, wishes.dislikes, wishes.counts_version,
                sums.deltas`.execute(this.db);
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
  listForWish(wishId: string): Promise<VoteWithUserRow[]> {
    return this.db
      .selectFrom('votes')
      .innerJoin('users', 'users.id', 'votes.user_id')
      .select([
        'votes.user_id',
        'votes.reaction_type',
        'votes.created_at',
        'users.name as user_name',
        'users.avatar_url as user_avatar_url',
        'users.closed_at as user_closed_at',
      ])
      .where('votes.wish_id', '=', wishId)
      .orderBy('votes.created_at', 'desc')
      .limit(1000)
      .execute();
  }
}
