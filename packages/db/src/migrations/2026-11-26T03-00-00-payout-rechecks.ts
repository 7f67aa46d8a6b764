import { sql, type Kysely } from 'kysely';

// Paid payouts read again (decision 0042, amended): PayPal sends no webhook event for a payout
// item it reverses, and a receiver may refund one up to 180 days after it was paid, so the poll
// re-reads a payout PayPal paid for that long, at a slow cadence. `paid_at` is when a request
// became paid (PayPal's SUCCESS or an operator's "mark paid"); `payout_next_check_at` is when
// the poll next asks PayPal about a paid payout, null once nothing is left to ask (never sent to
// PayPal, reversed, or its window over). Requests already paid get `paid_at` from their
// settlement; those PayPal paid within the window are due at once (the poll takes the oldest
// check first, a few a run).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('withdrawals')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('payout_next_check_at', 'timestamptz')
    .execute();
  await sql`update withdrawals w set paid_at = t.created_at
    from ledger_transactions t
    where w.status = 'paid' and t.id = w.settle_transaction_id`.execute(db);
  await sql`update withdrawals set payout_next_check_at = now()
    where status = 'paid' and payout_batch_id is not null and reversal_transaction_id is null
      and paid_at > now() - interval '180 days'`.execute(db);
  await sql`alter table withdrawals add constraint withdrawals_paid_at_when_paid
    check (paid_at is null or status = 'paid')`.execute(db);
  await sql`alter table withdrawals add constraint withdrawals_checked_when_paid
    check (payout_next_check_at is null or status = 'paid')`.execute(db);
  await db.schema
    .createIndex('withdrawals_payout_next_check')
    .on('withdrawals')
    .column('payout_next_check_at')
    .where(sql<boolean>`payout_next_check_at is not null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('withdrawals_payout_next_check').execute();
  await sql`alter table withdrawals drop constraint withdrawals_checked_when_paid`.execute(db);
  await sql`alter table withdrawals drop constraint withdrawals_paid_at_when_paid`.execute(db);
  await db.schema
    .alterTable('withdrawals')
    .dropColumn('payout_next_check_at')
    .dropColumn('paid_at')
    .execute();
}
