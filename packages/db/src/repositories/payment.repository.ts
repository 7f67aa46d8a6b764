import { sql } from 'kysely';
import type { DbExecutor } from '../database.ts';
import type {
  NewPayment,
  PaymentProviderName,
  PaymentRow,
  PaymentStatus,
} from '../tables/payment.table.ts';

export class PaymentRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /**
   * Records a started checkout. A provider that answers a repeated request with the same
   * checkout (PayPal's idempotent create) finds the row already there: that row is returned.
   */
  async create(values: NewPayment): Promise<PaymentRow> {
    const inserted = await this.db
      .insertInto('payments')
      .values(values)
      .onConflict((oc) => oc.columns(['provider', 'reference']).doNothing())
      .returningAll()
      .executeTakeFirst();
    return inserted ?? (await this.findOrThrow(values.provider, values.reference));
  }

  find(provider: PaymentProviderName, reference: string): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('provider', '=', provider)
      .where('reference', '=', reference)
      .executeTakeFirst();
  }

  findOrThrow(provider: PaymentProviderName, reference: string): Promise<PaymentRow> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('provider', '=', provider)
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
  }

  async countForWish(wishId: string): Promise<number> {
    const { count } = await this.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('wish_id', '=', wishId)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /**
   * Pending (or expired) → captured, `paid` or `duplicate`, in one statement. Only the caller
   * whose statement made the change gets the row back: concurrent confirmations of one
   * checkout wait on the row lock and then see it settled, so exactly one of them acts.
   */
  markCaptured(
    id: string,
    status: Extract<PaymentStatus, 'paid' | 'duplicate'>,
    captureId: string | null,
    at: Date,
    afterClose = false,
  ): Promise<PaymentRow | undefined> {
    return this.db
      .updateTable('payments')
      .set({ status, paid_at: at, capture_id: captureId, after_close: afterClose })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'expired'])
      .returningAll()
      .executeTakeFirst();
  }

  /** Reads a payment and locks its row until the transaction ends. */
  lockById(id: string): Promise<PaymentRow | undefined> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /** A duplicate (or one whose refund failed before) → refunded. */
  async markRefunded(id: string, refundReference: string | null, at: Date): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ status: 'refunded', refund_reference: refundReference, refunded_at: at })
      .where('id', '=', id)
      .where('status', 'in', ['duplicate', 'refund_failed'])
      .execute();
  }

  async markRefundFailed(id: string): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ status: 'refund_failed' })
      .where('id', '=', id)
      .where('status', '=', 'duplicate')
      .execute();
  }

  /** The wish's other checkouts still waiting for their buyer. */
  listPendingForWish(wishId: string, exceptId: string): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('wish_id', '=', wishId)
      .where('id', '!=', exceptId)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Settles a pending checkout that will never publish; a paid one is never touched. */
  markUnpaid(id: string, status: Extract<PaymentStatus, 'expired' | 'failed'>) {
    return this.db
      .updateTable('payments')
      .set({ status })
      .where('id', '=', id)
      .where('status', 'in', ['pending', 'expired'])
      .returningAll()
      .executeTakeFirst();
  }

  /** Pending checkouts created before `before`, oldest first: the reconcile job's work. */
  listPendingBefore(before: Date, limit: number): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'pending')
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(limit)
      .execute();
  }

  /** Test and operator helper: moves a row's creation time (the column is otherwise fixed). */
  async backdate(id: string, createdAt: Date): Promise<void> {
    await sql`update payments set created_at = ${createdAt} where id = ${id}`.execute(this.db);
  }
}
