import { sql, type RawBuilder } from 'kysely';
import { TOP_WISHES_LIKES_ABOVE } from '@wishwall/contracts/constants';
import { splitHashtags, tagsOf } from '@wishwall/domain/wish-text';
import type { DbExecutor } from '../database.ts';
import type { NewWish } from '../tables/wish.table.ts';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * A query's hashtags, as tags (whole tags, `tagKey`), and its other words. `#finanzas` is the
 * tag `finanzas` and never finds `#finanzaspersonales`; the words are matched in the text
 * folded by `wishwall_fold` (lower case, no accents) on both sides, so "nino" finds "niño".
 */
function queryParts(query: string) {
  const tags = tagsOf(query);
  const words = splitHashtags(query)
    .filter((part) => part.kind === 'text')
    .map((part) => part.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { tags, words };
}

function bothParts(
  tagTest: RawBuilder<boolean> | undefined,
  wordTest: RawBuilder<boolean> | undefined,
) {
  if (tagTest && wordTest) return sql<boolean>`(${tagTest} and ${wordTest})`;
  return tagTest ?? wordTest ?? sql<boolean>`true`;
}

const hasTags = (tags: string[]) => sql<boolean>`wishes.tags @> ${tags}::text[]`;
const hasWords = (words: string) =>
  sql<boolean>`wishes.search_vector @@ websearch_to_tsquery('simple', wishwall_fold(${words}))`;

/**
 * Tags through the tag index, words through the full-text index or as a part of a word
 * through the trigram index over the folded text. How a page of matches is found, and why in
 * two ways: `searchRecent`, `searchAll` and decision 0029.
 */
function searchCondition(query: string) {
  const { tags, words } = queryParts(query);
  const contains = sql<boolean>`wishes.content_folded like ${sql`'%' || wishwall_fold(${escapeLike(words)}) || '%'`}`;
  return bothParts(
    tags.length > 0 ? hasTags(tags) : undefined,
    words ? sql<boolean>`(${hasWords(words)} or ${contains})` : undefined,
  );
}

/**
 * The same test for a walk that visits each wish (`searchRecent`): "contains" as a byte search
 * in the folded text (decision 0032), where LIKE would match a pattern on every text.
 * `strpos` takes the query literally, as the escaped LIKE does.
 */
function walkCondition(query: string) {
  const { tags, words } = queryParts(query);
  const contains = sql<boolean>`strpos(wishes.content_folded, wishwall_fold(${words})) > 0`;
  return bothParts(
    tags.length > 0 ? hasTags(tags) : undefined,
    words ? sql<boolean>`(${hasWords(words)} or ${contains})` : undefined,
  );
}

/** Columns the wall shows for a wish, with its author. */
function wishWithAuthor(db: DbExecutor) {
  return db
    .selectFrom('wishes')
    .innerJoin('users', 'users.id', 'wishes.user_id')
    .select([
      'wishes.id',
      'wishes.number_sequence',
      'wishes.content',
      'wishes.status',
      'wishes.likes',
      'wishes.hearts',
      'wishes.dislikes',
      'wishes.counts_version',
      'wishes.created_at',
      'wishes.published_at',
      'users.id as user_id',
      'users.name as user_name',
      'users.avatar_url as user_avatar_url',
      'users.closed_at as user_closed_at',
    ]);
}

export type WishWithAuthorRow = Awaited<
  ReturnType<ReturnType<typeof wishWithAuthor>['executeTakeFirstOrThrow']>
>;

export class WishRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** Published wishes, newest first. */
  listPublished(limit: number, offset: number): Promise<WishWithAuthorRow[]> {
    return wishWithAuthor(this.db)
      .where('wishes.status', '=', 'published')
      .orderBy('wishes.published_at', 'desc')
      .orderBy('wishes.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  findPublished(id: string): Promise<WishWithAuthorRow | undefined> {
    return wishWithAuthor(this.db)
      .where('wishes.id', '=', id)
      .where('wishes.status', '=', 'published')
      .executeTakeFirst();
  }

  /**
   * A round's wishes, most likes (more than 0) first, ties by earlier publication: one walk of
   * `wishes_round_top_order` (decision 0044).
   */
  top(round: number, limit: number): Promise<WishWithAuthorRow[]> {
    return this.topQuery(round, limit).execute();
  }

  /** `top`'s statement, for a test to read its plan. */
  topQuery(round: number, limit: number) {
    return wishWithAuthor(this.db)
      .where('wishes.raffle_round', '=', round)
      .where('wishes.status', '=', 'published')
      .where('wishes.likes', '>', TOP_WISHES_LIKES_ABOVE)
      .orderBy('wishes.likes', 'desc')
      .orderBy('wishes.published_at', 'asc')
      .orderBy('wishes.id', 'asc')
      .limit(limit);
  }

  /**
   * Published wishes matching `query` among the newest `window` ones, newest first: Postgres
   * walks the wall order index and tests each wish until it has the page, and never walks past
   * the window (a bound on the index scan, so a word that matches nothing costs `window` rows,
   * not the whole wall). A full page from here is the true page: the window is a prefix of the
   * wall's order. Fewer rows than `limit` only mean "look further" (`searchAll`).
   */
  searchRecent(
    query: string,
    limit: number,
    offset: number,
    window: number,
  ): Promise<WishWithAuthorRow[]> {
    const cutoff = this.db
      .selectFrom('wishes as recent')
      .select('recent.published_at')
      .where('recent.status', '=', 'published')
      .orderBy('recent.published_at', 'desc')
      .orderBy('recent.id', 'desc')
      .offset(window - 1)
      .limit(1);
    return (
      wishWithAuthor(this.db)
        .where('wishes.status', '=', 'published')
        // A wall shorter than the window is all window.
        .where((eb) =>
          eb(
            'wishes.published_at',
            '>=',
            eb.fn.coalesce(cutoff, sql<Date>`'-infinity'::timestamptz`),
          ),
        )
        .where(walkCondition(query))
        .orderBy('wishes.published_at', 'desc')
        .orderBy('wishes.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute()
    );
  }

  /**
   * Published wishes matching `query` anywhere on the wall, newest first, through the search
   * indexes: every match is found (a bitmap of the full-text and trigram indexes) and only then
   * ordered, which costs what the matches number — little for the rare words that
   * `searchRecent` could not fill a page with.
   */
  async searchAll(query: string, limit: number, offset: number): Promise<WishWithAuthorRow[]> {
    // Materialized: otherwise the planner may walk the wall order again, testing every wish.
    const { rows } = await sql<{ id: string }>`
      with matches as materialized (
        select id, published_at from wishes
        where status = 'published' and ${searchCondition(query)}
      )
      select id from matches order by published_at desc, id desc
      limit ${limit} offset ${offset}`.execute(this.db);
    if (rows.length === 0) return [];
    return wishWithAuthor(this.db)
      .where(
        'wishes.id',
        'in',
        rows.map((row) => row.id),
      )
      .orderBy('wishes.published_at', 'desc')
      .orderBy('wishes.id', 'desc')
      .execute();
  }

  /**
   * Current counts of published wishes, for clients resyncing what they show. The ids go as
   * one array parameter: a crowd's read asks up to a thousand, which as an `in` list cost a
   * thousand parameters to compile and send on every statement.
   */
  countsOf(ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('wishes')
      .select(['id', 'likes', 'hearts', 'dislikes', 'counts_version'])
      .where(sql<boolean>`id = any(${ids}::bigint[])`)
      .where('status', '=', 'published')
      .execute();
  }

  findDraftOf(userId: string) {
    return this.db
      .selectFrom('wishes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', '=', 'created')
      .executeTakeFirst();
  }

  hasPublished(userId: string): Promise<boolean> {
    return this.db
      .selectFrom('wishes')
      .select('id')
      .where('user_id', '=', userId)
      .where('status', '=', 'published')
      .executeTakeFirst()
      .then(Boolean);
  }

  updateDraftContent(id: string, content: string) {
    return this.db
      .updateTable('wishes')
      .set({ content, tags: tagsOf(content), updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'created')
      .returningAll()
      .executeTakeFirst();
  }

  /** A user's own wishes, drafts included, newest first. */
  listByUser(userId: string) {
    return this.db
      .selectFrom('wishes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
  }

  /** A new wish; its tags are taken from its text. */
  create(values: Omit<NewWish, 'tags'>) {
    return this.db
      .insertInto('wishes')
      .values({ ...values, tags: tagsOf(values.content) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findById(id: string) {
    return this.db.selectFrom('wishes').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Reads a wish and locks its row until the transaction ends. */
  lockById(id: string) {
    return this.db
      .selectFrom('wishes')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Published wishes among `ids`, in the order of `ids`. */
  async publishedInOrder(ids: readonly string[]): Promise<WishWithAuthorRow[]> {
    if (ids.length === 0) return [];
    const rows = await wishWithAuthor(this.db)
      .where('wishes.id', 'in', [...ids])
      .where('wishes.status', '=', 'published')
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  markPublished(id: string, numberSequence: number, publishedAt: Date, raffleRound: number) {
    return this.db
      .updateTable('wishes')
      .set({
        status: 'published',
        raffle_round: raffleRound,
        number_sequence: numberSequence,
        published_at: publishedAt,
        updated_at: publishedAt,
      })
      .where('id', '=', id)
      .where('status', '=', 'created')
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Sets every wish's counts from its vote rows, the truth they must converge to. */
  async recountAllFromVotes(): Promise<void> {
    await this.db
      .updateTable('wishes')
      .set({
        likes: sql`(select count(*) from votes v where v.wish_id = wishes.id and v.reaction_type = 'like')`,
        hearts: sql`(select count(*) from votes v where v.wish_id = wishes.id and v.reaction_type = 'heart')`,
        dislikes: sql`(select count(*) from votes v where v.wish_id = wishes.id and v.reaction_type = 'dislike')`,
      })
      .execute();
  }
}
