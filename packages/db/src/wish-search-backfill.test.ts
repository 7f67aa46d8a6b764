import { sql } from 'kysely';
import { beforeEach, describe, expect, test } from 'vitest';
import { eventually } from '@wishwall/testing/eventually';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { WishRepository } from './repositories/wish.repository.ts';
import { backfillWishSearch } from './wish-search-backfill.ts';

const ctx = useTestContext();
const ids: string[] = [];

/** Seven wishes as the migration left them: no tags, text folded by the old rule, old index. */
beforeEach(async () => {
  if (ids.length === 0) {
    for (let i = 0; i < 7; i += 1) {
      const author = await createUser(ctx.db, `Author ${i}`);
      const at = new Date(Date.UTC(2026, 0, 1, 0, i));
      const wish = await new WishRepository(ctx.db).create({
        user_id: author.id,
        content: `Wish ${i}: un NIÑO y #Finanzas${i % 2 === 0 ? 'Personales' : ''}`,
        status: 'published',
        raffle_round: 1,
        number_sequence: i + 1,
        published_at: at,
        created_at: at,
        updated_at: at,
      });
      ids.push(wish.id);
    }
  }
  await sql`drop index if exists wishes_tags`.execute(ctx.db);
  await sql`drop index if exists wishes_content_folded_trigram`.execute(ctx.db);
  await sql`create index if not exists wishes_content_trigram on wishes
            using gin (content gin_trgm_ops) where status = 'published'`.execute(ctx.db);
  await sql`alter table wishes alter column tags drop not null`.execute(ctx.db);
  // `content` is not set, so the trigger leaves these as written: the state before.
  await sql`update wishes set tags = null, content_folded = lower(content),
            search_vector = to_tsvector('simple', content)`.execute(ctx.db);
});

async function state() {
  const wishes = await sql<{ id: string; tags: string[] | null; content_folded: string }>`
    select id, tags, content_folded from wishes order by published_at`.execute(ctx.db);
  const indexes = await sql<{ name: string; valid: boolean }>`
    select indexrelid::regclass::text as name, indisvalid as valid from pg_index
    where indrelid = 'wishes'::regclass order by 1`.execute(ctx.db);
  const notNull = await sql<{ notnull: boolean }>`
    select attnotnull as notnull from pg_attribute
    where attrelid = 'wishes'::regclass and attname = 'tags'`.execute(ctx.db);
  return { wishes: wishes.rows, indexes: indexes.rows, tagsNotNull: notNull.rows[0]?.notnull };
}

describe('the search backfill', () => {
  test('writes tags and folded text in batches, then makes tags not null and builds the indexes', async () => {
    // Two processes starting at once: one rewrites, the other waits and finds it done.
    const runs = await Promise.all([backfillWishSearch(ctx.db, 3), backfillWishSearch(ctx.db, 3)]);
    expect(runs.map((run) => run.rewritten).sort()).toEqual([0, 7]);
    const after = await state();
    expect(after.tagsNotNull).toBe(true);
    expect(after.wishes.map((wish) => wish.tags)).toEqual(
      ids.map((_, i) => [i % 2 === 0 ? 'finanzaspersonales' : 'finanzas']),
    );
    expect(after.wishes[0]?.content_folded).toBe('wish 0: un nino y #finanzaspersonales');
    const names = after.indexes.map((index) => index.name);
    expect(names).toContain('wishes_tags');
    expect(names).toContain('wishes_content_folded_trigram');
    expect(names).not.toContain('wishes_content_trigram');
    expect(after.indexes.every((index) => index.valid)).toBe(true);
    // Done: the next start reads the catalog and rewrites nothing.
    expect(await backfillWishSearch(ctx.db, 3)).toEqual({ rewritten: 0 });
    expect((await new WishRepository(ctx.db).searchAll('#finanzas nino', 10, 0)).length).toBe(3);
  });

  test('each batch commits on its own: a locked old wish holds up only its own batch', async () => {
    const oldest = ids[0]!;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another transaction (a reaction, say) holds the oldest wish's row.
    const holder = ctx.db.transaction().execute(async (trx) => {
      await sql`select id from wishes where id = ${oldest} for update`.execute(trx);
      locked();
      await released;
    });
    await isLocked;
    const backfill = backfillWishSearch(ctx.db, 2);
    // The newest six are written and visible to everyone while the oldest still waits.
    const newestDone = await eventually(async () => {
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from wishes where tags is not null`.execute(ctx.db);
      return Number(rows[0]?.n) === 6;
    }, 5000);
    const oldestRow = await sql<{ tags: string[] | null }>`
      select tags from wishes where id = ${oldest}`.execute(ctx.db);
    release();
    await holder;
    expect(newestDone).toBe(true);
    expect(oldestRow.rows[0]?.tags).toBeNull();
    expect(await backfill).toEqual({ rewritten: 7 });
    expect((await state()).tagsNotNull).toBe(true);
  });
});
