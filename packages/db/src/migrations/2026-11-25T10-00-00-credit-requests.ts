import { sql, type Kysely } from 'kysely';

// Four eyes on operators' credits (decision 0037): a credit above CREDIT_APPROVAL_USD is a
// request until a second operator approves it. The database itself refuses a request to
// oneself, an approval by the requester or the beneficiary, and a decided request without
// its decider; an approved one holds the ledger transaction that paid it, once.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('credit_requests')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    // Becomes the ledger transaction's memo when approved.
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`length(reason) between 1 and 500`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('requested_by', 'bigint', (c) =>
      c.notNull().references('users.id').onDelete('restrict'),
    )
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('decided_by', 'bigint', (c) => c.references('users.id').onDelete('restrict'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('transaction_id', 'bigint', (c) =>
      c.unique().references('ledger_transactions.id').onDelete('restrict'),
    )
    .addCheckConstraint('credit_requests_not_to_requester', sql`user_id <> requested_by`)
    // Withdrawing a request moves no money: anyone may reject it, nobody approves their own.
    .addCheckConstraint(
      'credit_requests_second_operator',
      sql`state <> 'approved' or (decided_by <> requested_by and decided_by <> user_id)`,
    )
    .addCheckConstraint(
      'credit_requests_decided',
      sql`(state = 'pending') = (decided_by is null and decided_at is null)`,
    )
    .addCheckConstraint(
      'credit_requests_paid_once',
      sql`(state = 'approved') = (transaction_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('credit_requests_pending')
    .on('credit_requests')
    .column('id')
    .where(sql.ref('state'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_requests').execute();
}
