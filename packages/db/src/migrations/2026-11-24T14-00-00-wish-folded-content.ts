import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The search's walk over the newest wishes tests "a part of a word" on every wish it passes:
  // on the text folded once here it is a plain byte search, not a case-insensitive ILIKE that
  // folds each text again (1.6 → 0.2 ms per thousand wishes; decision 0032).
  await sql`
    alter table wishes add column content_folded text
    generated always as (lower(content)) stored`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('wishes').dropColumn('content_folded').execute();
}
