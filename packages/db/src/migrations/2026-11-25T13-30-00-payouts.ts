import { sql, type Kysely } from 'kysely';

// Payouts to a PayPal account (decision 0042). The destination is remembered per account; a
// change holds new withdrawals until `withdrawals_held_until`. A withdrawal copies its
// destination, carries a random payout key (PayPal's sender_batch_id, unique here as there:
// never the row's id, which a restored database hands out again) and what PayPal last said of
// its item. `processing` waits on PayPal; `failed` released the hold with PayPal's reason. A
// payout PayPal reverses after success moves the money back in a new transaction.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payout_destinations')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('paypal_email', 'text', (c) =>
      c.notNull().check(sql`length(paypal_email) between 3 and 254`),
    )
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('withdrawals_held_until', 'timestamptz')
    .execute();

  await sql`alter table withdrawals drop constraint withdrawals_status_check`.execute(db);
  await sql`alter table withdrawals drop constraint withdrawals_settled_when_done`.execute(db);
  await db.schema
    .alterTable('withdrawals')
    .addColumn('destination_email', 'text', (c) => c.check(sql`length(destination_email) <= 254`))
    .addColumn('payout_key', 'text', (c) => c.unique())
    .addColumn('payout_requested_at', 'timestamptz')
    .addColumn('payout_batch_id', 'text')
    .addColumn('payout_item_id', 'text')
    .addColumn('provider_status', 'text', (c) => c.check(sql`length(provider_status) <= 40`))
    .addColumn('provider_reason', 'text', (c) => c.check(sql`length(provider_reason) <= 500`))
    .addColumn('payout_error', 'text', (c) => c.check(sql`length(payout_error) <= 500`))
    .addColumn('reversal_transaction_id', 'bigint', (c) =>
      c.unique().references('ledger_transactions.id'),
    )
    .execute();
  await sql`alter table withdrawals add constraint withdrawals_status_check
    check (status in ('pending', 'approved', 'processing', 'rejected', 'failed', 'paid'))`.execute(
    db,
  );
  await sql`alter table withdrawals add constraint withdrawals_settled_when_done
    check ((status in ('rejected', 'failed', 'paid')) = (settle_transaction_id is not null))`.execute(
    db,
  );
  await sql`alter table withdrawals add constraint withdrawals_reversed_when_paid
    check (reversal_transaction_id is null or status = 'paid')`.execute(db);
  await sql`alter table withdrawals add constraint withdrawals_payout_keyed
    check (payout_requested_at is null or payout_key is not null)`.execute(db);
  await db.schema.dropIndex('withdrawals_one_in_process').execute();
  await db.schema
    .createIndex('withdrawals_one_in_process')
    .on('withdrawals')
    .column('user_id')
    .unique()
    .where(sql<boolean>`status in ('pending', 'approved', 'processing')`)
    .execute();
  await db.schema
    .createIndex('withdrawals_processing')
    .on('withdrawals')
    .column('id')
    .where(sql<boolean>`status = 'processing'`)
    .execute();

  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(
    db,
  );
  await sql`alter table ledger_transactions add constraint ledger_transactions_kind_check
    check (kind in ('referral_reward', 'gift_purchase', 'withdrawal_hold', 'withdrawal_release',
                    'withdrawal_payout', 'withdrawal_reversal', 'operator_credit'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(
    db,
  );
  await sql`alter table ledger_transactions add constraint ledger_transactions_kind_check
    check (kind in ('referral_reward', 'gift_purchase', 'withdrawal_hold', 'withdrawal_release',
                    'withdrawal_payout', 'operator_credit'))`.execute(db);
  await db.schema.dropIndex('withdrawals_processing').execute();
  await db.schema.dropIndex('withdrawals_one_in_process').execute();
  await db.schema
    .createIndex('withdrawals_one_in_process')
    .on('withdrawals')
    .column('user_id')
    .unique()
    .where(sql<boolean>`status in ('pending', 'approved')`)
    .execute();
  for (const name of [
    'withdrawals_payout_keyed',
    'withdrawals_reversed_when_paid',
    'withdrawals_settled_when_done',
    'withdrawals_status_check',
  ]) {
    await sql`alter table withdrawals drop constraint ${sql.raw(name)}`.execute(db);
  }
  await db.schema
    .alterTable('withdrawals')
    .dropColumn('destination_email')
    .dropColumn('payout_key')
    .dropColumn('payout_requested_at')
    .dropColumn('payout_batch_id')
    .dropColumn('payout_item_id')
    .dropColumn('provider_status')
    .dropColumn('provider_reason')
    .dropColumn('payout_error')
    .dropColumn('reversal_transaction_id')
    .execute();
  await sql`alter table withdrawals add constraint withdrawals_status_check
    check (status in ('pending', 'approved', 'rejected', 'paid'))`.execute(db);
  await sql`alter table withdrawals add constraint withdrawals_settled_when_done
    check ((status in ('rejected', 'paid')) = (settle_transaction_id is not null))`.execute(db);
  await db.schema.dropTable('payout_destinations').execute();
}
