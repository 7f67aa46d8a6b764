import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, DbExecutor } from '../database.ts';
import type { GiftedWishRow, NewGiftedWish } from '../tables/live-wall.table.ts';

/** Unused gifts meant for the user: by account, or by the e-mail they were sent to. */
function openGiftsOf(userId: string, email: string) {
  return (eb: ExpressionBuilder<Database, 'gifted_wishes'>) =>
    eb.and([
      eb('used_at', 'is', null),
      eb.or([
        eb('receiver_user_id', '=', userId),
        eb(sql<string>`lower(receiver_email)`, '=', email.toLowerCase()),
      ]),
    ]);
}

export class GiftedWishRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  create(values: NewGiftedWish) {
    return this.db
      .insertInto('gifted_wishes')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findById(id: string): Promise<GiftedWishRow | undefined> {
    return this.db.selectFrom('gifted_wishes').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Serialises gifts to one receiver address until the transaction ends, so two givers
   * racing can't both see "no gift yet" (a transaction-level advisory lock).
   */
  async lockReceiver(email: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`gift:${email.toLowerCase()}`}, 0))`.execute(
      this.db,
    );
  }

  /** Whether an unused gift waits for this address or this account. */
  async hasOpenFor(email: string, userId: string | undefined): Promise<boolean> {
    const row = await this.db
      .selectFrom('gifted_wishes')
      .select('id')
      .where('used_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(receiver_email)`, '=', email.toLowerCase()),
          ...(userId ? [eb('receiver_user_id', '=', userId)] : []),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Unused gifts for the user, by account or by the e-mail they were sent to. */
  listOpenFor(userId: string, email: string): Promise<GiftedWishRow[]> {
    return this.db
      .selectFrom('gifted_wishes')
      .selectAll()
      .where(openGiftsOf(userId, email))
      .orderBy('id')
      .execute();
  }

  /** Uses one of the user's unused gifts for `wishId`; undefined when none is left. */
  consumeOne(userId: string, email: string, wishId: string, at: Date) {
    return this.db
      .updateTable('gifted_wishes')
      .set({ used_at: at, wish_id: wishId, receiver_user_id: userId })
      .where(
        'id',
        '=',
        this.db
          .selectFrom('gifted_wishes')
          .select('id')
          .where(openGiftsOf(userId, email))
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
  }
}
