import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One row per round; the primary key is what makes a draw irreversible and two concurrent
  // draws record one (decision 0022). The product runs one round.
  await db.schema
    .createTable('raffle_draws')
    .addColumn('round', 'integer', (c) => c.primaryKey())
    .addColumn('wish_id', 'bigint', (c) => c.notNull().references('wishes.id'))
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('users.id'))
    .addColumn('likes', 'integer', (c) => c.notNull())
    // The top-10 as it stood at the draw: what the operator saw decided it.
    .addColumn('top_ten', 'jsonb', (c) => c.notNull())
    .addColumn('drawn_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('raffle_draws').execute();
}
