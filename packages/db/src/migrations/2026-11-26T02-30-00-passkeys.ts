import { sql, type Kysely } from 'kysely';

// Passkeys (docs/decisions/0053-passkeys.md): WebAuthn credentials of an account, its public
// key and signature counter, whether the authenticator may sync it (device type) and has
// (backed up), the transports it said it speaks, a name the owner chose, and when it last
// signed in. `users.passkeys_enabled` says the account holds at least one, written in the
// transaction that adds or removes one (with the user row locked), so the checks that read only
// the user row (sign-in, the operators' console) need no second query. `users.webauthn_user_id`
// is the opaque handle authenticators store with a discoverable credential (never the id or
// the address). Challenges are single-use and short-lived: a row spent by one DELETE … RETURNING.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('passkeys_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('webauthn_user_id', 'text', (c) => c.unique())
    .execute();
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('public_key', 'bytea', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`counter >= 0`),
    )
    .addColumn('device_type', 'text', (c) =>
      c.notNull().check(sql`device_type in ('singleDevice', 'multiDevice')`),
    )
    .addColumn('backed_up', 'boolean', (c) => c.notNull())
    .addColumn('transports', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('passkeys_user_id').on('passkeys').column('user_id').execute();
  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('register', 'second_factor', 'passwordless', 'proof')`),
    )
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('session_jti', 'uuid')
    .addColumn('attempt_id', 'bigint', (c) =>
      c.references('two_factor_attempts.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('webauthn_challenges_expires_at')
    .on('webauthn_challenges')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webauthn_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
  await db.schema
    .alterTable('users')
    .dropColumn('webauthn_user_id')
    .dropColumn('passkeys_enabled')
    .execute();
}
