import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any> and import no application code: they must keep working
// unchanged however the application's types evolve.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (c) => c.notNull().check(sql`length(btrim(name)) between 1 and 120`))
    .addColumn('email', 'text', (c) => c.notNull().check(sql`length(email) <= 254`))
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('avatar_url', 'text')
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    .addColumn('referred_by_user_id', 'bigint', (c) =>
      c.references('users.id').onDelete('set null'),
    )
    .addColumn('country_code', 'char(2)')
    .addColumn('two_factor_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('users_email_lower_key')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('wishes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) =>
      c.notNull().check(sql`char_length(content) <= 500 and btrim(content) <> ''`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('created')
        .check(sql`status in ('created', 'published')`),
    )
    .addColumn('number_sequence', 'integer', (c) => c.unique())
    .addColumn('likes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`likes >= 0`),
    )
    .addColumn('hearts', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`hearts >= 0`),
    )
    .addColumn('dislikes', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`dislikes >= 0`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('published_at', 'timestamptz')
    .addCheckConstraint(
      'wishes_published_fields',
      sql`(status = 'published') = (published_at is not null and number_sequence is not null)`,
    )
    .execute();
  // One published wish per user, and at most one draft that create reuses (docs/product.md#wish).
  await db.schema
    .createIndex('wishes_one_published_per_user')
    .on('wishes')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'published')
    .execute();
  await db.schema
    .createIndex('wishes_one_draft_per_user')
    .on('wishes')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'created')
    .execute();
  // The wall: newest published first.
  await db.schema
    .createIndex('wishes_wall_order')
    .on('wishes')
    .columns(['published_at desc', 'id desc'])
    .where(sql.ref('status'), '=', 'published')
    .execute();
  // The top-10: most likes, ties by earlier publication.
  await db.schema
    .createIndex('wishes_top_order')
    .on('wishes')
    .columns(['likes desc', 'published_at asc', 'id asc'])
    .where(sql<boolean>`status = 'published' and likes > 0`)
    .execute();

  await db.schema
    .createTable('votes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('wish_id', 'bigint', (c) => c.notNull().references('wishes.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reaction_type', 'text', (c) =>
      c.notNull().check(sql`reaction_type in ('like', 'heart', 'dislike')`),
    )
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('votes_one_per_user_and_wish', ['wish_id', 'user_id'])
    .execute();
  await db.schema.createIndex('votes_user_id').on('votes').column('user_id').execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('relayed_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('outbox_pending')
    .on('outbox')
    .column('id')
    .where(sql.ref('relayed_at'), 'is', null)
    .execute();
  // Wake the relay when events commit (NOTIFY is delivered on commit, never on rollback);
  // the relay also polls, so a missed notification only delays an event.
  await sql`
    create function outbox_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('outbox', '');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger outbox_notify after insert on outbox
    for each statement execute function outbox_notify()`.execute(db);

  await db.schema
    .createTable('wall_counter')
    .addColumn('id', 'boolean', (c) =>
      c
        .primaryKey()
        .defaultTo(true)
        .check(sql`id`),
    )
    .addColumn('published_count', 'integer', (c) => c.notNull().check(sql`published_count >= 0`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('wall_counter')
    .values({ id: true, published_count: 0, version: 0 })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wall_counter').execute();
  await sql`drop trigger outbox_notify on outbox`.execute(db);
  await sql`drop function outbox_notify()`.execute(db);
  await db.schema.dropTable('outbox').execute();
  await db.schema.dropTable('votes').execute();
  await db.schema.dropTable('wishes').execute();
  await db.schema.dropTable('users').execute();
}
