import { sql, type Kysely } from 'kysely';

// The gift mail's link carries a single-use token (decision 0041): registering through it
// proves the address the gift waits at, so the account is verified and the gift bound at once.
// Only the token's keyed hash is stored, like every mailed secret.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gift_claim_tokens')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('gift_id', 'bigint', (c) =>
      c.notNull().references('gifted_wishes.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('gift_claim_tokens_by_gift')
    .on('gift_claim_tokens')
    .column('gift_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gift_claim_tokens').execute();
}
