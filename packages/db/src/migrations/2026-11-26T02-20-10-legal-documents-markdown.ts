import { sql, type Kysely } from 'kysely';

/** The prize page's title as its footer link reads, per language. */
const PRIZE_TITLES = [
  { language: 'en', before: 'Prize and raffle base', after: 'Prize and raffle rules' },
  { language: 'es', before: 'Bases del premio y sorteo', after: 'Bases del premio y del sorteo' },
];

export async function up(db: Kysely<any>): Promise<void> {
  // Documents are written in Markdown; publishing renders and sanitises it once and keeps
  // both (decision 0052). Versions published before hold plain text and no HTML: pages show
  // them as they always did.
  await sql`alter table legal_documents add column content_html text`.execute(db);

  // The prize page's title becomes its footer link's: a new version, the text unchanged, and
  // only while the latest version still carries the old title (an operator may have renamed it).
  for (const { language, before, after } of PRIZE_TITLES) {
    await sql`
      insert into legal_documents
        (document_type, language_code, version, title, summary, content, content_html)
      select document_type, language_code, version + 1, ${after}, summary, content, content_html
      from legal_documents l
      where document_type = 'prize_and_raffle_base' and language_code = ${language}
        and title = ${before}
        and version = (select max(version) from legal_documents m
                       where m.document_type = l.document_type
                         and m.language_code = l.language_code)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('legal_documents').dropColumn('content_html').execute();
}
