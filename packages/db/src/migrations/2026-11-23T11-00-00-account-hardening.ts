import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Logged-out tokens, until they would have expired anyway: the truth lives here, so a
  // Redis that restarts empty forgets nothing (decision 0016).
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revoked_tokens_expires_at')
    .on('revoked_tokens')
    .column('expires_at')
    .execute();

  // Codes resent for one attempt: tries are counted across resends, and resends are capped.
  await db.schema
    .alterTable('two_factor_attempts')
    .addColumn('resends', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // An unverified account whose address another account took (decision 0017): it keeps its
  // row and what it owns, but no longer reserves the address.
  await db.schema.alterTable('users').addColumn('email_released_at', 'timestamptz').execute();
  await db.schema
    .alterTable('users')
    .addCheckConstraint(
      'users_released_email_unverified',
      sql`email_released_at is null or email_verified_at is null`,
    )
    .execute();
  await db.schema.dropIndex('users_email_lower_key').execute();
  await db.schema
    .createIndex('users_email_lower_key')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .where(sql.ref('email_released_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  // Fails while a released account shares its address with another: which to keep is a
  // person's decision, not a migration's.
  await db.schema.dropIndex('users_email_lower_key').execute();
  await db.schema
    .createIndex('users_email_lower_key')
    .on('users')
    .unique()
    .expression(sql`lower(email)`)
    .execute();
  await db.schema.alterTable('users').dropConstraint('users_released_email_unverified').execute();
  await db.schema.alterTable('users').dropColumn('email_released_at').execute();
  await db.schema.alterTable('two_factor_attempts').dropColumn('resends').execute();
  await db.schema.dropTable('revoked_tokens').execute();
}
