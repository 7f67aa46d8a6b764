import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    // Bumped by a password change: tokens issued before it stop working.
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    // Language of the mail the user receives.
    .addColumn('language', 'text', (c) =>
      c
        .notNull()
        .defaultTo('en')
        .check(sql`language in ('en', 'es')`),
    )
    .execute();

  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('marketing_emails', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('newsletter', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allow_email_notifications', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('allow_sms_notifications', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('timezone', 'text', (c) => c.notNull().defaultTo('Greenwich Mean Time'))
    .addColumn('language_preference', 'text', (c) => c.notNull().defaultTo('EN-us'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Marketing mail needs mail notifications on: enforced here, not only in forms.
    .addCheckConstraint(
      'user_preferences_marketing_needs_email',
      sql`allow_email_notifications or (not marketing_emails and not newsletter)`,
    )
    .execute();

  await db.schema
    .createTable('email_verification_tokens')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The address being verified: the account's, or the one it is changing to.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('email_verification_tokens_user')
    .on('email_verification_tokens')
    .column('user_id')
    .execute();

  // One row per two-factor attempt (a login, or enabling two-factor). The API creates it; the
  // mail worker mints the code and stores only its hash.
  await db.schema
    .createTable('two_factor_attempts')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('login', 'enable')`))
    // Hash of the secret the client holds to name this attempt (login only).
    .addColumn('attempt_token_hash', 'text', (c) => c.unique())
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'timestamptz')
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('two_factor_attempts_user')
    .on('two_factor_attempts')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('two_factor_attempts').execute();
  await db.schema.dropTable('email_verification_tokens').execute();
  await db.schema.dropTable('user_preferences').execute();
  await db.schema.alterTable('users').dropColumn('language').dropColumn('token_version').execute();
}
