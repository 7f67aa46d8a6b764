import { sql, type Kysely } from 'kysely';

/**
 * Search that finds what people type (decision 0052): words regardless of accents and case,
 * hashtags as whole tags. Only what takes a moment runs here, inside the migrations'
 * transaction; rewriting every wish (and building the indexes over the result) is
 * `backfillWishSearch`, which runs after the migrations in short batches of its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // A trusted extension since Postgres 13: any owner of the database may create it.
  await sql`create extension if not exists unaccent with schema public`.execute(db);
  // `unaccent(text)` is only stable (it reads its dictionary by name through the search
  // path), so no index or stored column may call it. Naming the dictionary and its schema
  // makes the result depend on the argument alone, which is what `immutable` promises.
  await sql`
    create function wishwall_fold(text) returns text
    language sql immutable parallel safe strict
    return lower(public.unaccent('public.unaccent'::regdictionary, $1))`.execute(db);

  // The two generated columns become plain ones, kept by a trigger: no table rewrite (their
  // stored values stay; a new expression would rewrite the table under an exclusive lock).
  await sql`alter table wishes alter column content_folded drop expression`.execute(db);
  await sql`alter table wishes alter column search_vector drop expression`.execute(db);
  await sql`
    create function wishes_fold_content() returns trigger language plpgsql as $$
    begin
      new.content_folded := wishwall_fold(new.content);
      new.search_vector := to_tsvector('simple', new.content_folded);
      return new;
    end $$`.execute(db);
  await sql`
    create trigger wishes_fold_content before insert or update of content on wishes
    for each row execute function wishes_fold_content()`.execute(db);

  // The tags the domain's hashtag rule finds, written by the application (Postgres's regular
  // expressions have no \p{L}). Null until the backfill has read the wish: a nullable column
  // without a default is added without touching a row.
  await sql`alter table wishes add column tags text[]`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists wishes_tags`.execute(db);
  await sql`drop index if exists wishes_content_folded_trigram`.execute(db);
  await sql`
    create index if not exists wishes_content_trigram on wishes
    using gin (content gin_trgm_ops) where status = 'published'`.execute(db);
  await db.schema.alterTable('wishes').dropColumn('tags').execute();
  await sql`drop trigger wishes_fold_content on wishes`.execute(db);
  await sql`drop function wishes_fold_content()`.execute(db);
  await db.schema.alterTable('wishes').dropColumn('content_folded').execute();
  await db.schema.alterTable('wishes').dropColumn('search_vector').execute();
  await sql`
    alter table wishes add column search_vector tsvector
    generated always as (to_tsvector('simple', content)) stored`.execute(db);
  await sql`
    create index wishes_search_vector on wishes using gin (search_vector)
    where status = 'published'`.execute(db);
  await sql`
    alter table wishes add column content_folded text
    generated always as (lower(content)) stored`.execute(db);
  await sql`drop function wishwall_fold(text)`.execute(db);
}
