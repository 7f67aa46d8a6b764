import { sql, type Kysely } from 'kysely';

// A payment captured after its raffle round closed publishes nothing: it is refunded like a
// duplicate (decision 0044), and this says why, so its buyer is told the right reason.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('after_close', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`alter table payments add constraint payments_after_close_refunded
    check (not after_close or status in ('duplicate', 'refunded', 'refund_failed'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payments').dropColumn('after_close').execute();
}
