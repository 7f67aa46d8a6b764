import type { DbExecutor } from '../database.ts';
import type { PayoutDestinationRow } from '../tables/payout-destination.table.ts';

export class PayoutDestinationRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  find(userId: string): Promise<PayoutDestinationRow | undefined> {
    return this.db
      .selectFrom('payout_destinations')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** Locks the row (when there is one) until the transaction ends. */
  lock(userId: string): Promise<PayoutDestinationRow | undefined> {
    return this.db
      .selectFrom('payout_destinations')
      .selectAll()
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Sets the destination; `heldUntil` null for a first one, a time for a change. */
  save(userId: string, paypalEmail: string, heldUntil: Date | null): Promise<PayoutDestinationRow> {
    const now = new Date();
    return this.db
      .insertInto('payout_destinations')
      .values({
        user_id: userId,
        paypal_email: paypalEmail,
        changed_at: now,
        withdrawals_held_until: heldUntil,
      })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({
          paypal_email: paypalEmail,
          changed_at: now,
          withdrawals_held_until: heldUntil,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
