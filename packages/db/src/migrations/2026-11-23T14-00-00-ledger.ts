import { sql, type Kysely } from 'kysely';

// The wallet's double-entry ledger (decision 0020). Money is bigint micro-dollars. The
// database itself keeps the invariants, whatever the code above it does: entries are
// append-only, each transaction's entries sum to zero, each entry continues its account's
// chain (version + 1, previous balance + amount), an account's stored balance is its last
// entry's, and a user's wallet never goes below zero.

const SYSTEM_ACCOUNTS = [
  'referral_rewards',
  'gift_sales',
  'withdrawals_held',
  'withdrawals_paid',
  'operator_credits',
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('user_wallet', 'referral_rewards', 'gift_sales', 'withdrawals_held', 'withdrawals_paid', 'operator_credits')`,
        ),
    )
    // Money history outlives nothing: a user with a wallet can't be deleted by a cascade.
    .addColumn('user_id', 'bigint', (c) => c.unique().references('users.id').onDelete('restrict'))
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    // Bumped by every entry: the entry chain's position, and the version live clients compare.
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'ledger_accounts_owner',
      sql`(kind = 'user_wallet') = (user_id is not null)`,
    )
    // Only the accounts money comes from may go below zero; a wallet or a hold never can,
    // however many transactions race (the row lock orders them, this refuses the overdraft).
    .addCheckConstraint(
      'ledger_accounts_balance_not_negative',
      sql`balance >= 0 or kind in ('referral_rewards', 'operator_credits')`,
    )
    .execute();
  await db.schema
    .createIndex('ledger_accounts_one_per_system_kind')
    .on('ledger_accounts')
    .column('kind')
    .unique()
    .where(sql.ref('user_id'), 'is', null)
    .execute();
  await db
    .insertInto('ledger_accounts')
    .values(SYSTEM_ACCOUNTS.map((kind) => ({ kind })))
    .execute();

  await db.schema
    .createTable('ledger_transactions')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('referral_reward', 'gift_purchase', 'withdrawal_hold', 'withdrawal_release', 'withdrawal_payout', 'operator_credit')`,
        ),
    )
    // The operator's reason for a credit; null otherwise.
    .addColumn('memo', 'text', (c) => c.check(sql`length(memo) <= 500`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('transaction_id', 'bigint', (c) =>
      c.notNull().references('ledger_transactions.id').onDelete('restrict'),
    )
    .addColumn('account_id', 'bigint', (c) =>
      c.notNull().references('ledger_accounts.id').onDelete('restrict'),
    )
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('account_version', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ledger_entries_account_version_key', ['account_id', 'account_version'])
    .execute();
  await db.schema
    .createIndex('ledger_entries_by_transaction')
    .on('ledger_entries')
    .column('transaction_id')
    .execute();

  await sql`
    create function ledger_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger % is append-only: % refused', tg_table_name, tg_op
        using errcode = 'restrict_violation';
    end $$`.execute(db);
  for (const table of ['ledger_entries', 'ledger_transactions']) {
    await sql`
      create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function ledger_refuse_change()`.execute(db);
    await sql`
      create trigger ${sql.raw(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
      for each statement execute function ledger_refuse_change()`.execute(db);
  }

  // Each entry continues its account's chain, so the last entry's balance_after is the sum of
  // all of them; the unique (account_id, account_version) makes the chain a line, not a tree.
  await sql`
    create function ledger_entry_continues_chain() returns trigger language plpgsql as $$
    declare
      previous record;
    begin
      select balance_after, account_version into previous from ledger_entries
        where account_id = new.account_id order by account_version desc limit 1;
      if new.account_version <> coalesce(previous.account_version, 0) + 1
         or new.balance_after <> coalesce(previous.balance_after, 0) + new.amount then
        raise exception 'ledger entry does not continue account %''s chain', new.account_id
          using errcode = 'check_violation';
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger ledger_entries_continue_chain before insert on ledger_entries
    for each row execute function ledger_entry_continues_chain()`.execute(db);

  // Checked at commit, when all of a transaction's entries are in.
  await sql`
    create function ledger_transaction_balanced() returns trigger language plpgsql as $$
    declare
      -- An entry names its transaction; a transaction is its own.
      checked_id bigint := coalesce((to_jsonb(new) ->> 'transaction_id')::bigint, new.id);
      total numeric;
      legs integer;
    begin
      select coalesce(sum(amount), 0), count(*) into total, legs
        from ledger_entries where transaction_id = checked_id;
      if total <> 0 or legs < 2 then
        raise exception 'ledger transaction % does not balance (sum %, % entries)',
          checked_id, total, legs
          using errcode = 'check_violation';
      end if;
      return null;
    end $$`.execute(db);
  for (const table of ['ledger_entries', 'ledger_transactions']) {
    await sql`
      create constraint trigger ${sql.raw(`${table}_balanced`)} after insert on ${sql.table(table)}
      deferrable initially deferred
      for each row execute function ledger_transaction_balanced()`.execute(db);
  }

  // A stored balance that isn't its last entry's can't commit: balances move only with entries.
  await sql`
    create function ledger_account_matches_entries() returns trigger language plpgsql as $$
    declare
      account record;
    begin
      select balance, version into account from ledger_accounts where id = new.id;
      if not (
        (account.version = 0 and account.balance = 0)
        or exists (select 1 from ledger_entries where account_id = new.id
                     and account_version = account.version and balance_after = account.balance)
      ) then
        raise exception 'ledger account %''s balance is not its entries''', new.id
          using errcode = 'check_violation';
      end if;
      return null;
    end $$`.execute(db);
  await sql`
    create constraint trigger ledger_accounts_match_entries
    after insert or update of balance, version on ledger_accounts
    deferrable initially deferred
    for each row execute function ledger_account_matches_entries()`.execute(db);

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'rejected', 'paid')`),
    )
    .addColumn('hold_transaction_id', 'bigint', (c) =>
      c.notNull().references('ledger_transactions.id'),
    )
    // The release (rejected) or the payout (paid) of the hold.
    .addColumn('settle_transaction_id', 'bigint', (c) => c.references('ledger_transactions.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'withdrawals_settled_when_done',
      sql`(status in ('rejected', 'paid')) = (settle_transaction_id is not null)`,
    )
    .execute();
  // One request in process per user ("Withdrawal already in process"), however many race.
  await db.schema
    .createIndex('withdrawals_one_in_process')
    .on('withdrawals')
    .column('user_id')
    .unique()
    .where(sql<boolean>`status in ('pending', 'approved')`)
    .execute();
  await db.schema
    .createIndex('withdrawals_by_user')
    .on('withdrawals')
    .columns(['user_id', 'id desc'])
    .execute();

  await db.schema
    .createTable('referral_rewards')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('referrer_user_id', 'bigint', (c) =>
      c.notNull().references('users.id').onDelete('restrict'),
    )
    .addColumn('referred_user_id', 'bigint', (c) =>
      c.notNull().references('users.id').onDelete('restrict'),
    )
    .addColumn('reason', 'text', (c) =>
      c.notNull().check(sql`reason in ('email_verified', 'wish_published')`),
    )
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('transaction_id', 'bigint', (c) =>
      c.notNull().unique().references('ledger_transactions.id'),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Paid once per referred user and reason: duplicate events, retries and replays all
    // collide here and roll back their whole transaction.
    .addUniqueConstraint('referral_rewards_once', ['referred_user_id', 'reason'])
    .execute();
  await db.schema
    .createIndex('referral_rewards_by_referrer')
    .on('referral_rewards')
    .columns(['referrer_user_id', 'id desc'])
    .execute();

  await db.schema
    .alterTable('gifted_wishes')
    .addColumn('purchase_transaction_id', 'bigint', (c) =>
      c.unique().references('ledger_transactions.id'),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('gifted_wishes').dropColumn('purchase_transaction_id').execute();
  await db.schema.dropTable('referral_rewards').execute();
  await db.schema.dropTable('withdrawals').execute();
  await db.schema.dropTable('ledger_entries').execute();
  await db.schema.dropTable('ledger_transactions').execute();
  await db.schema.dropTable('ledger_accounts').execute();
  await sql`drop function ledger_account_matches_entries()`.execute(db);
  await sql`drop function ledger_transaction_balanced()`.execute(db);
  await sql`drop function ledger_entry_continues_chain()`.execute(db);
  await sql`drop function ledger_refuse_change()`.execute(db);
}
