import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One row per checkout started, created before the user is sent to the provider, so every
  // confirmation (success page, webhook, reconcile job) finds the row it settles.
  await db.schema
    .createTable('payments')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('wish_id', 'bigint', (c) => c.notNull().references('wishes.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) =>
      c.notNull().check(sql`provider in ('stripe', 'paypal', 'sandbox')`),
    )
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'paid', 'expired', 'failed')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('paid_at', 'timestamptz')
    .addUniqueConstraint('payments_provider_reference_key', ['provider', 'reference'])
    .addCheckConstraint('payments_paid_with_time', sql`(status = 'paid') = (paid_at is not null)`)
    .execute();
  // The reconcile job scans only pending rows, oldest first.
  await db.schema
    .createIndex('payments_pending_by_age')
    .on('payments')
    .column('created_at')
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema.createIndex('payments_by_wish').on('payments').column('wish_id').execute();

  // The local sandbox provider's own "hosted checkouts" (docs/product.md#payments): what Stripe or
  // PayPal would keep on their side, kept here so `pnpm start` works without provider keys.
  await db.schema
    .createTable('sandbox_checkouts')
    .addColumn('reference', 'text', (c) => c.primaryKey())
    .addColumn('wish_id', 'bigint', (c) => c.notNull().references('wishes.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`status in ('open', 'paid', 'cancelled')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sandbox_checkouts').execute();
  await db.schema.dropTable('payments').execute();
}
