import { sql, type Kysely } from 'kysely';
import { LEGAL_TEXTS_EN } from './2026-11-23T15-00-00-legal-texts/en.ts';
import { LEGAL_TEXTS_ES } from './2026-11-23T15-00-00-legal-texts/es.ts';

const TYPES = `'privacy', 'cookies_privacy', 'terms', 'about_us', 'how_it_works', 'prize_and_raffle_base'`;

export async function up(db: Kysely<any>): Promise<void> {
  // Versions are kept, never edited: a page shows the newest published one, and what users
  // agreed to at any date can still be read (docs/decisions/0021-legal-pages-contact-consent.md).
  await db.schema
    .createTable('legal_documents')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('document_type', 'text', (col) => col.notNull())
    .addColumn('language_code', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('summary', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('published_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('legal_documents_one_per_version', [
      'document_type',
      'language_code',
      'version',
    ])
    .addCheckConstraint('legal_documents_type_check', sql.raw(`document_type in (${TYPES})`))
    .addCheckConstraint('legal_documents_language_check', sql`language_code in ('en', 'es')`)
    .addCheckConstraint('legal_documents_version_check', sql`version >= 1`)
    .addCheckConstraint('legal_documents_content_check', sql`length(btrim(content)) > 0`)
    .execute();

  // Texts are frozen with the migration that published them; later versions are new rows.
  const rows = [
    ...Object.entries(LEGAL_TEXTS_EN).map(([type, text]) => ({ type, language: 'en', text })),
    ...Object.entries(LEGAL_TEXTS_ES).map(([type, text]) => ({ type, language: 'es', text })),
  ].map(({ type, language, text }) => ({
    document_type: type,
    language_code: language,
    version: 1,
    title: text.title,
    summary: text.summary,
    content: text.content.trim(),
  }));
  await db.insertInto('legal_documents').values(rows).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('legal_documents').execute();
}
