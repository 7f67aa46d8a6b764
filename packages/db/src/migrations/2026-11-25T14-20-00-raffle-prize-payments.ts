import { sql, type Kysely } from 'kysely';

// A round's prize, paid under four eyes (decisions 0037 and 0044): one operator records how it
// is paid — off-platform with the payment's reference, or credited to the winner's wallet —
// and a second operator, neither the requester nor the winner, approves it (the wallet credit
// is posted then) or rejects it. At most one record per round is pending or paid.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('raffle_prize_payments')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('round', 'integer', (c) => c.notNull().references('raffle_rounds.number'))
    .addColumn('winner_user_id', 'bigint', (c) =>
      c.notNull().references('users.id').onDelete('restrict'),
    )
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('method', 'text', (c) =>
      c.notNull().check(sql`method in ('off_platform', 'wallet')`),
    )
    .addColumn('reference', 'text', (c) =>
      c.check(sql`reference is null or length(reference) between 1 and 200`),
    )
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'paid', 'rejected')`),
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
    .addCheckConstraint('raffle_prize_payments_not_by_winner', sql`requested_by <> winner_user_id`)
    .addCheckConstraint(
      'raffle_prize_payments_second_operator',
      sql`state <> 'paid' or (decided_by <> requested_by and decided_by <> winner_user_id)`,
    )
    .addCheckConstraint(
      'raffle_prize_payments_decided',
      sql`(state = 'pending') = (decided_by is null and decided_at is null)`,
    )
    .addCheckConstraint(
      'raffle_prize_payments_reference',
      sql`(method = 'off_platform') = (reference is not null)`,
    )
    .addCheckConstraint(
      'raffle_prize_payments_credited_once',
      sql`(state = 'paid' and method = 'wallet') = (transaction_id is not null)`,
    )
    .execute();
  await sql`create unique index raffle_prize_payments_one_live on raffle_prize_payments (round)
    where state in ('pending', 'paid')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('raffle_prize_payments').execute();
}
