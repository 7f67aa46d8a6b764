import { sql, type Kysely, type RawBuilder } from 'kysely';
import { tagsOf } from '@wishwall/domain/wish-text';
import type { Database, Db } from './database.ts';

/** Wishes rewritten per batch: each batch is its own short transaction. */
export const BACKFILL_BATCH = 2000;
/** Any number both processes agree on: one backfill at a time per database. */
const BACKFILL_LOCK = 52_0001;
const LOCK_POLL_MS = 100;

/**
 * Finishes what migration `2026-11-26T02-20-00-wish-search-tags-unaccent` began (decision
 * 0052), outside the migrations' transaction so that no lock is held for long:
 *
 * 1. Every wish without `tags` gets, in batches of `BACKFILL_BATCH` newest first, its tags
 *    (the domain's hashtag rule) and its folded text and words (`wishwall_fold`). Each batch
 *    commits on its own: it locks its rows for a few milliseconds, and a reaction waits at
 *    most that long. Newest first (down the primary key), so the search's walk over the
 *    newest wishes is right first.
 * 2. `tags` becomes `not null` through a validated check (a scan that blocks no reader or
 *    writer), so the final `set not null` only reads the catalog.
 * 3. The tag and folded-text indexes are built `concurrently`; the trigram index over the
 *    unfolded text goes.
 *
 * Every step may run again: a process that stops half-way leaves a backfill that the next
 * start resumes. Done once `tags` is `not null` and the indexes are valid: then it costs one
 * catalog read.
 */
export async function backfillWishSearch(
  db: Db,
  batchSize = BACKFILL_BATCH,
): Promise<{ rewritten: number }> {
  if (await isDone(db)) return { rewritten: 0 };
  return db.connection().execute(async (conn) => {
    // A session lock on this one connection: statements here autocommit, one by one. Waited
    // for between statements, not inside one: a statement waiting on the lock holds a snapshot,
    // and the other process's `create index concurrently` would wait for it (a deadlock).
    for (;;) {
      const { rows } = await sql<{ locked: boolean }>`
        select pg_try_advisory_lock(${BACKFILL_LOCK}) as locked`.execute(conn);
      if (rows[0]?.locked) break;
      await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
    try {
      let rewritten = 0;
      // Down the primary key from the newest wish (ids grow with time), then whatever is still
      // without tags: a wish written meanwhile by a process that predates this column.
      let below: string | null = null;
      for (;;) {
        const { rows }: { rows: { id: string; content: string }[] } = await sql<{
          id: string;
          content: string;
        }>`
          select id, content from wishes
          where tags is null ${below === null ? sql`` : sql`and id < ${below}`}
          order by id desc limit ${batchSize}`.execute(conn);
        const last = rows.at(-1);
        if (last === undefined) {
          if (below === null) break;
          below = null;
          continue;
        }
        below = last.id;
        const ids = rows.map((row) => row.id);
        const tags = rows.map((row) => JSON.stringify(tagsOf(row.content)));
        // `tags is null` again: a wish edited since the read was written by the application.
        const { numAffectedRows } = await sql`
          update wishes
          set tags = array(select jsonb_array_elements_text(batch.tags)),
              content_folded = wishwall_fold(wishes.content),
              search_vector = to_tsvector('simple', wishwall_fold(wishes.content))
          from unnest(${ids}::bigint[], ${tags}::jsonb[]) as batch(id, tags)
          where wishes.id = batch.id and wishes.tags is null`.execute(conn);
        rewritten += Number(numAffectedRows ?? 0);
      }
      await sql`
        alter table wishes drop constraint if exists wishes_tags_backfilled`.execute(conn);
      await sql`
        alter table wishes add constraint wishes_tags_backfilled
        check (tags is not null) not valid`.execute(conn);
      await sql`alter table wishes validate constraint wishes_tags_backfilled`.execute(conn);
      await sql`alter table wishes alter column tags set not null`.execute(conn);
      await sql`alter table wishes drop constraint wishes_tags_backfilled`.execute(conn);
      await buildIndex(
        conn,
        'wishes_tags',
        sql`create index concurrently wishes_tags on wishes using gin (tags)
            where status = 'published'`,
      );
      await buildIndex(
        conn,
        'wishes_content_folded_trigram',
        sql`create index concurrently wishes_content_folded_trigram
            on wishes using gin (content_folded gin_trgm_ops) where status = 'published'`,
      );
      await sql`drop index concurrently if exists wishes_content_trigram`.execute(conn);
      return { rewritten };
    } finally {
      await sql`select pg_advisory_unlock(${BACKFILL_LOCK})`.execute(conn);
    }
  });
}

/** Builds an index unless a valid one exists; a build that was cut off left an invalid one. */
async function buildIndex(conn: Kysely<Database>, name: string, create: RawBuilder<unknown>) {
  const { rows } = await sql<{ valid: boolean }>`
    select indisvalid as valid from pg_index where indexrelid = to_regclass(${name})`.execute(conn);
  if (rows[0]?.valid) return;
  if (rows[0]) await sql`drop index concurrently ${sql.id(name)}`.execute(conn);
  await create.execute(conn);
}

async function isDone(db: Db): Promise<boolean> {
  const { rows } = await sql<{ done: boolean }>`
    select
      (select attnotnull from pg_attribute
       where attrelid = 'wishes'::regclass and attname = 'tags')
      and coalesce((select bool_and(indisvalid) from pg_index
        where indexrelid in (to_regclass('wishes_tags'),
                             to_regclass('wishes_content_folded_trigram'))
        having count(*) = 2), false)
      and to_regclass('wishes_content_trigram') is null as done`.execute(db);
  return rows[0]?.done === true;
}
