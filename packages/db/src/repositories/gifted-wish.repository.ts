import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, DbExecutor } from '../database.ts';
import type { GiftedWishRow, NewGiftedWish } from '../tables/gifted-wish.table.ts';

/**
 * Unused gifts of the user: those bound to the account, and those still waiting at its e-mail
 * address for whoever proves it. A bound gift belongs to its account, whatever addresses
 * change: it is never matched by address, or the next holder of the receiver's old address
 * would get it. With `verifiedOnly`, only once the account has proved its address (read from
 * the database at the time, never from a row the caller loaded earlier): anyone can register
 * with someone else's address, and a gift must wait for its real owner.
 */
function openGiftsOf(userId: string, verifiedOnly: boolean) {
  return (eb: ExpressionBuilder<Database, 'gifted_wishes'>) =>
    eb.and([
      eb('gifted_wishes.used_at', 'is', null),
      eb('gifted_wishes.returned_at', 'is', null),
      eb.exists(
        eb
          .selectFrom('users')
          .select('users.id')
          .where('users.id', '=', userId)
          .$if(verifiedOnly, (qb) => qb.where('users.email_verified_at', 'is not', null))
          .where((inner) =>
            inner.or([
              inner('gifted_wishes.receiver_user_id', '=', inner.ref('users.id')),
              inner.and([
                inner('gifted_wishes.receiver_user_id', 'is', null),
                inner(
                  sql<string>`lower(gifted_wishes.receiver_email)`,
                  '=',
                  sql<string>`lower(users.email)`,
                ),
              ]),
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
   * Serialises what binds gifts to one receiver address until the transaction ends (a
   * transaction-level advisory lock): two givers racing can't both see "no gift yet", and a
   * gift given while its receiver verifies the address is bound either way.
   */
  async lockReceiver(email: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`gift:${email.toLowerCase()}`}, 0))`.execute(
      this.db,
    );
  }

  /** Whether an unused gift is bound to this account, or waits unbound at this address. */
  async hasOpenFor(email: string, userId: string | undefined): Promise<boolean> {
    const row = await this.db
      .selectFrom('gifted_wishes')
      .select('id')
      .where('used_at', 'is', null)
      .where('returned_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('receiver_user_id', 'is', null),
            eb(sql<string>`lower(receiver_email)`, '=', email.toLowerCase()),
          ]),
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
   * Binds the unused gifts waiting at `email` to the account that has just proved it, so
   * they stay its own when it moves to another address. Call it with the transaction that
   * verifies the address, holding `lockReceiver(email)`.
   */
  async bindWaitingTo(userId: string, email: string): Promise<void> {
    await this.db
      .updateTable('gifted_wishes')
      .set({ receiver_user_id: userId })
      .where('receiver_user_id', 'is', null)
      .where('used_at', 'is', null)
      .where('returned_at', 'is', null)
      .where(sql<string>`lower(receiver_email)`, '=', email.toLowerCase())
      .execute();
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

  /**
   * The unused gifts bound to a closing account, locked for its transaction (a publication
   * racing it skips them: `consumeOne` skips locked rows).
   */
  lockUnusedBoundTo(userId: string) {
    return this.db
      .selectFrom('gifted_wishes')
      .selectAll()
      .where('receiver_user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('returned_at', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
  }

  /** Records a gift given back to its giver, with the transaction that paid it (if any). */
  async markReturned(id: string, at: Date, transactionId: string | null): Promise<void> {
    await this.db
      .updateTable('gifted_wishes')
      .set({ returned_at: at, ...(transactionId ? { return_transaction_id: transactionId } : {}) })
      .where('id', '=', id)
      .execute();
  }

  /** Erases a closed account's address from the gifts it received (decision 0050). */
  async eraseReceiverAddress(userId: string, placeholder: string): Promise<void> {
    await this.db
      .updateTable('gifted_wishes')
      .set({ receiver_email: placeholder })
      .where('receiver_user_id', '=', userId)
      .execute();
  }
}
