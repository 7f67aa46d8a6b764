import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Counts change in batches (the reaction aggregator); each batch bumps the version live
  // clients compare.
  await db.schema
    .alterTable('wishes')
    .addColumn('counts_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // Append-only count changes written with each vote change, folded into the wish row by the
  // aggregator: reactions never wait on a popular wish's row lock
  // (docs/architecture.md#the-reaction-hot-path).
  await db.schema
    .createTable('reaction_deltas')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('wish_id', 'bigint', (c) => c.notNull().references('wishes.id').onDelete('cascade'))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hearts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('dislikes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('gifted_wishes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('giver_user_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('receiver_email', 'text', (c) => c.notNull())
    .addColumn('receiver_user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('wish_id', 'bigint', (c) => c.references('wishes.id').onDelete('set null'))
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('gifted_wishes_used_with_wish', sql`(used_at is null) = (wish_id is null)`)
    .execute();
  await db.schema
    .createIndex('gifted_wishes_open_by_email')
    .on('gifted_wishes')
    .expression(sql`lower(receiver_email)`)
    .where(sql.ref('used_at'), 'is', null)
    .execute();

  // Search: words through a full-text index, partial words and #hashtags through trigrams.
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`
    alter table wishes add column search_vector tsvector
    generated always as (to_tsvector('simple', content)) stored`.execute(db);
  await sql`
    create index wishes_search_vector on wishes using gin (search_vector)
    where status = 'published'`.execute(db);
  await sql`
    create index wishes_content_trigram on wishes using gin (content gin_trgm_ops)
    where status = 'published'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index wishes_content_trigram`.execute(db);
  await sql`drop index wishes_search_vector`.execute(db);
  await db.schema.alterTable('wishes').dropColumn('search_vector').execute();
  await db.schema.dropTable('gifted_wishes').execute();
  await db.schema.dropTable('reaction_deltas').execute();
  await db.schema.alterTable('wishes').dropColumn('counts_version').execute();
}
