import { sql, type Kysely } from 'kysely';

// Authenticator apps (docs/decisions/0047-authenticator-apps.md): one per account, its secret
// encrypted by the API (never readable from this table alone); being set up until its first
// code confirms it. The last time step accepted makes a code work once; the tries counted here
// cap guesses per account, whatever the number of sign-in attempts. Recovery codes are stored
// as keyed hashes and each works once. `users.totp_enabled` says the same as a confirmed app,
// written in the same transaction, so the checks that read only the user row (sign-in,
// the operators' console) need no second query.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('totp_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .createTable('authenticator_apps')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('secret_encrypted', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('last_used_step', 'integer')
    .addColumn('tries', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`tries >= 0`),
    )
    .addColumn('tries_since', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('recovery_codes_user_code', ['user_id', 'code_hash'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.dropTable('authenticator_apps').execute();
  await db.schema.alterTable('users').dropColumn('totp_enabled').execute();
}
