import type { DbExecutor } from '../database.ts';
import type {
  NewSandboxCheckout,
  SandboxCheckoutRow,
  SandboxCheckoutStatus,
} from '../tables/sandbox-checkout.table.ts';

export class SandboxCheckoutRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  create(values: NewSandboxCheckout): Promise<SandboxCheckoutRow> {
    return this.db
      .insertInto('sandbox_checkouts')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  find(reference: string): Promise<SandboxCheckoutRow | undefined> {
    return this.db
      .selectFrom('sandbox_checkouts')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
  }

  /** Paid → refunded; a repeated refund changes nothing. */
  async markRefunded(reference: string): Promise<void> {
    await this.db
      .updateTable('sandbox_checkouts')
      .set({ status: 'refunded' })
      .where('reference', '=', reference)
      .where('status', '=', 'paid')
      .execute();
  }

  /** Open → `status`; undefined when the checkout is unknown or already settled. */
  settle(reference: string, status: Exclude<SandboxCheckoutStatus, 'open' | 'refunded'>) {
    return this.db
      .updateTable('sandbox_checkouts')
      .set({ status })
      .where('reference', '=', reference)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
  }
}
