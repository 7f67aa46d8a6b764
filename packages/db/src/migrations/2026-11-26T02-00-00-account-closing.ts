import { sql, type Kysely } from 'kysely';

// Closing an account (docs/decisions/0050-closing-an-account.md). A closed account keeps its row
// (its wishes, votes and ledger entries point at it) with its personal data erased; `closed_at`
// says so. The balance it could not withdraw goes to a house account, `closed_balances`, by a
// ledger transaction of its own kind; a gift it never used goes back to its giver by another,
// recorded on the gift as `returned_at` with the transaction that paid it back.

const TRANSACTION_KINDS_BEFORE = `'referral_reward', 'gift_purchase', 'withdrawal_hold', 'withdrawal_release',
                    'withdrawal_payout', 'withdrawal_reversal', 'operator_credit'`;
const ACCOUNT_KINDS_BEFORE = `'user_wallet', 'referral_rewards', 'gift_sales', 'withdrawals_held',
                    'withdrawals_paid', 'operator_credits'`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('closed_at', 'timestamptz').execute();
  // A closed account holds no address, no second factor and nothing that names its owner.
  await sql`alter table users add constraint users_closed_erased check (
    closed_at is null or (email_verified_at is null and avatar_url is null
      and country_code is null and not two_factor_enabled and not totp_enabled))`.execute(db);

  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check
    check (kind in (${sql.raw(ACCOUNT_KINDS_BEFORE)}, 'closed_balances'))`.execute(db);
  await db.insertInto('ledger_accounts').values({ kind: 'closed_balances' }).execute();

  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(
    db,
  );
  await sql`alter table ledger_transactions add constraint ledger_transactions_kind_check
    check (kind in (${sql.raw(TRANSACTION_KINDS_BEFORE)}, 'closing_forfeit', 'gift_return'))`.execute(
    db,
  );

  await db.schema
    .alterTable('gifted_wishes')
    .addColumn('returned_at', 'timestamptz')
    .addColumn('return_transaction_id', 'bigint', (c) =>
      c.unique().references('ledger_transactions.id').onDelete('restrict'),
    )
    .execute();
  await sql`alter table gifted_wishes add constraint gifted_wishes_used_or_returned
    check (used_at is null or returned_at is null)`.execute(db);
  await sql`alter table gifted_wishes add constraint gifted_wishes_returned_with_transaction
    check (return_transaction_id is null or returned_at is not null)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('gifted_wishes')
    .dropConstraint('gifted_wishes_returned_with_transaction')
    .execute();
  await db.schema
    .alterTable('gifted_wishes')
    .dropConstraint('gifted_wishes_used_or_returned')
    .execute();
  await db.schema
    .alterTable('gifted_wishes')
    .dropColumn('return_transaction_id')
    .dropColumn('returned_at')
    .execute();
  await sql`alter table ledger_transactions drop constraint ledger_transactions_kind_check`.execute(
    db,
  );
  await sql`alter table ledger_transactions add constraint ledger_transactions_kind_check
    check (kind in (${sql.raw(TRANSACTION_KINDS_BEFORE)}))`.execute(db);
  await sql`alter table ledger_accounts drop constraint ledger_accounts_kind_check`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_kind_check
    check (kind in (${sql.raw(ACCOUNT_KINDS_BEFORE)}))`.execute(db);
  await db.schema.alterTable('users').dropConstraint('users_closed_erased').execute();
  await db.schema.alterTable('users').dropColumn('closed_at').execute();
}
