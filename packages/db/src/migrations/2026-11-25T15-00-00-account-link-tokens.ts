import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Mailed links that act on an account without a session: setting a new password after a
  // reset request, and undoing a change of address from the address it left. The mail worker
  // mints each token and stores only its keyed hash, like the verification links'.
  await db.schema
    .createTable('account_link_tokens')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('password_reset', 'email_change_undo')`),
    )
    // The address the link was mailed to: the account's for a reset (a link to an address the
    // account has left stops working), the one it left for an undo (the address it restores).
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('account_link_tokens_user')
    .on('account_link_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_link_tokens').execute();
}
