import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, DbExecutor } from '../database.ts';
import type { GiftedWishRow, NewGiftedWish } from '../tables/live-wall.table.ts';

/**
 * Unused gifts addressed to the user: to the account, or to its e-mail address. With
 * `verifiedOnly`, only once the account has proved the address (read from the database at
 * the time, never from a row the caller loaded earlier): anyone can register with someone
 * else's address, and a gift must wait for its real owner.
 */
function openGiftsOf(userId: string, verifiedOnly: boolean) {
  return (eb: ExpressionBuilder<Database, 'gifted_wishes'>) =>
    eb.and([
      eb('gifted_wishes.used_at', 'is', null),
      eb.exists(
        eb
          .selectFrom('users')
          .select('users.id')
          .where('users.id', '=', userId)
          .$if(verifiedOnly, (qb) => qb.where('users.email_verified_at', 'is not', null))
          .where((inner) =>
            inner.or([
              inner('gifted_wishes.receiver_user_id', '=', inner.ref('users.id')),
              inner(
                sql<string>`lower(gifted_wishes.receiver_email)`,
                '=',
                sql<string>`lower(users.email)`,
              ),
            ]),
          ),
      ),
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

  /** Unused gifts the user can publish with now: their address is verified. */
  listOpenFor(userId: string): Promise<GiftedWishRow[]> {
    return this.db
      .selectFrom('gifted_wishes')
      .selectAll()
      .where(openGiftsOf(userId, true))
      .orderBy('id')
      .execute();
  }

  /** Whether gifts addressed to the user wait for their address to be verified. */
  async hasWaitingFor(userId: string): Promise<boolean> {
    const waiting = await this.db
      .selectFrom('gifted_wishes')
      .select('id')
      .where(openGiftsOf(userId, false))
      .limit(1)
      .executeTakeFirst();
    return waiting !== undefined;
  }

  /**
   * Uses one of the user's unused gifts for `wishId`; undefined when none is left or the
   * user's address is not verified.
   */
  consumeOne(userId: string, wishId: string, at: Date) {
    return this.db
      .updateTable('gifted_wishes')
      .set({ used_at: at, wish_id: wishId, receiver_user_id: userId })
      .where(
        'id',
        '=',
        this.db
          .selectFrom('gifted_wishes')
          .select('id')
          .where(openGiftsOf(userId, true))
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
  }
}
