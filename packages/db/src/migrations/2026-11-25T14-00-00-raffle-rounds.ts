import { sql, type Kysely } from 'kysely';

/** The prize of round 1, what the wall announced before rounds existed: 10,000 USD in µ$. */
const ROUND_ONE_PRIZE = 10_000_000_000n;

// The raffle in rounds (decision 0044). A round is open (sales and publishing), closed (by the
// clock: no sale, no gift-published wish, waiting for its draw) or drawn (its result recorded in
// raffle_draws). At most one round is not drawn yet — a partial unique index, so two operators
// opening a round at once open one, and a new round opens only after the last one was drawn.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('raffle_rounds')
    .addColumn('number', 'integer', (c) => c.primaryKey().check(sql`number > 0`))
    .addColumn('prize', 'bigint', (c) => c.notNull().check(sql`prize > 0`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`state in ('open', 'closed', 'drawn')`),
    )
    .addColumn('opens_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closes_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    // Null for round 1, which the migration opened.
    .addColumn('opened_by', 'bigint', (c) => c.references('users.id').onDelete('restrict'))
    .addCheckConstraint('raffle_rounds_closes_after_opening', sql`closes_at > opens_at`)
    .addCheckConstraint('raffle_rounds_closed_when', sql`(state = 'open') = (closed_at is null)`)
    .execute();
  await sql`create unique index raffle_rounds_one_undrawn on raffle_rounds ((true))
    where state in ('open', 'closed')`.execute(db);
  await sql`insert into raffle_rounds (number, prize, state, opens_at, closes_at)
    values (1, ${ROUND_ONE_PRIZE.toString()}, 'open', now(), now() + interval '30 days')`.execute(
    db,
  );
  // A round drawn before rounds existed was round 1.
  await sql`update raffle_rounds set state = 'drawn', closed_at = now()
    where number in (select round from raffle_draws)`.execute(db);
  await db.schema
    .alterTable('raffle_draws')
    .addForeignKeyConstraint('raffle_draws_round_fkey', ['round'], 'raffle_rounds', ['number'])
    .execute();

  // Each wish's round, set when it is published. A default makes the column instant on a large
  // wall (no rewrite); drafts then lose it, published wishes keep round 1.
  await sql`alter table wishes add column raffle_round integer default 1`.execute(db);
  await sql`alter table wishes alter column raffle_round drop default`.execute(db);
  await sql`update wishes set raffle_round = null where status <> 'published'`.execute(db);
  await sql`alter table wishes add constraint wishes_raffle_round_fkey
    foreign key (raffle_round) references raffle_rounds (number)`.execute(db);
  await sql`alter table wishes add constraint wishes_published_in_a_round
    check (status <> 'published' or raffle_round is not null)`.execute(db);
  // A round's top-10: its wishes, most likes first, ties by earlier publication. It replaces
  // the wall-wide index, which nothing reads once the shown top-10 is a round's (one index on
  // likes, not two, for every fold to keep up to date).
  await sql`create index wishes_round_top_order
    on wishes (raffle_round, likes desc, published_at asc, id asc)
    where status = 'published' and likes > 0`.execute(db);
  await sql`drop index wishes_top_order`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index wishes_top_order on wishes (likes desc, published_at asc, id asc)
    where status = 'published' and likes > 0`.execute(db);
  await sql`drop index wishes_round_top_order`.execute(db);
  await sql`alter table wishes drop column raffle_round`.execute(db);
  await sql`alter table raffle_draws drop constraint raffle_draws_round_fkey`.execute(db);
  await db.schema.dropTable('raffle_rounds').execute();
}
