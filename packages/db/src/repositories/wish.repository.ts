import { sql } from 'kysely';
import type { DbExecutor } from '../database.ts';
import type { NewWish } from '../tables/wish.table.ts';

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
      'wishes.created_at',
      'wishes.published_at',
      'users.id as user_id',
      'users.name as user_name',
      'users.avatar_url as user_avatar_url',
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

  /** Most likes (more than 0) first, ties by earlier publication. */
  top(limit: number): Promise<WishWithAuthorRow[]> {
    return wishWithAuthor(this.db)
      .where('wishes.status', '=', 'published')
      .where('wishes.likes', '>', 0)
      .orderBy('wishes.likes', 'desc')
      .orderBy('wishes.published_at', 'asc')
      .orderBy('wishes.id', 'asc')
      .limit(limit)
      .execute();
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

  create(values: NewWish) {
    return this.db.insertInto('wishes').values(values).returningAll().executeTakeFirstOrThrow();
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

  markPublished(id: string, numberSequence: number, publishedAt: Date) {
    return this.db
      .updateTable('wishes')
      .set({
        status: 'published',
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
