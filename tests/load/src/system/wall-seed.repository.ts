import { sql } from 'kysely';
import type { Db } from '@wishwall/db/database';
import { tagKey, tagsOf } from '@wishwall/domain/wish-text';
import { DEMO_WISHES } from '@wishwall/operations/demo/demo-wishes';

/** Endings that make the cycled demo texts differ, in both of the wall's languages. */
const SUFFIXES = [
  '',
  'Please.',
  'Fingers crossed!',
  'One day.',
  'This year!',
  'Ojalá.',
  'Con todo mi corazón.',
  'Wish me luck.',
];
/** Each tag ends up on 1 in 20 wishes: a popular hashtag, not a rare one. */
const HASHTAGS = [
  'hope',
  'family',
  'health',
  'travel',
  'love',
  'work',
  'music',
  'friends',
  'home',
  'peace',
  'esperanza',
  'salud',
  'viajes',
  'amor',
  'trabajo',
  'música',
  'amigos',
  'hogar',
  'paz',
  'dreams',
];
const COUNTRIES = ['US', 'ES', 'MX', 'AR', 'GB', 'CO', 'PE', 'CL', 'DE', 'FR'];
/** Room for a suffix and a hashtag within the 500-character limit. */
const TEXT_ROOM = 450;

/**
 * Fills a wall for the read benchmark in three set-based statements: `count` users, one
 * published wish each (demo texts cycled with suffixes and hashtags, one every 20 s going back
 * in time), and the counter to match. Row by row through the services would take minutes.
 */
export class WallSeedRepository {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async publishedCount(): Promise<number> {
    const { count } = await this.db
      .selectFrom('wishes')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Up to `count` published wishes' ids, chosen at random over the whole wall. */
  async samplePublishedIds(count: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('wishes')
      .select('id')
      .where('status', '=', 'published')
      .orderBy(sql`random()`)
      .limit(count)
      .execute();
    return rows.map((row) => row.id);
  }

  /** `tag` keeps the accounts of one seeding apart from any other's. */
  async seedPublishedWishes(count: number, tag: string): Promise<void> {
    const texts = DEMO_WISHES.map((wish) => wish.content.slice(0, TEXT_ROOM));
    // Each wish's tags as the application stores them: its text's, then its hashtag's.
    const textTags = texts.map((text) => JSON.stringify(tagsOf(text)));
    const hashtagKeys = HASHTAGS.map((hashtag) => tagKey(hashtag));
    await this.db.transaction().execute(async (trx) => {
      // Building the wishes' indexes (full-text, trigram, wall order) once over the whole set
      // is many times faster than keeping them row by row: drop them (all but those that back
      // a constraint) and recreate them from their own definitions at the end.
      const { rows: indexes } = await sql<{ name: string; definition: string }>`
        select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition
        from pg_index
        where indrelid = 'wishes'::regclass
          and not exists (select from pg_constraint where conindid = indexrelid)`.execute(trx);
      for (const index of indexes) await sql`drop index ${sql.raw(index.name)}`.execute(trx);
      await sql`
        insert into users (name, email, password_hash, referral_code, country_code, email_verified_at)
        select 'Bench user ' || g,
               'bench-' || ${tag} || '-' || g || '@load.wishwall.test',
               '!bench-account-without-password',
               'bench-' || ${tag} || '-' || g,
               (${COUNTRIES}::text[])[1 + g % ${COUNTRIES.length}],
               now()
        from generate_series(1, ${count}::int) as g`.execute(trx);
      await sql`
        with authors as (
          select id, (row_number() over (order by id))::int as n
          from users where email like ${`bench-${tag}-%`}
        ), base as (
          select coalesce(max(number_sequence), 0) as seq from wishes
        )
        insert into wishes (user_id, content, tags, status, number_sequence, raffle_round, created_at, updated_at, published_at)
        select a.id,
               btrim(concat_ws(' ',
                 (${texts}::text[])[1 + a.n % ${texts.length}],
                 nullif((${SUFFIXES}::text[])[1 + (a.n / ${texts.length}) % ${SUFFIXES.length}], ''),
                 '#' || (${HASHTAGS}::text[])[1 + a.n % ${HASHTAGS.length}])),
               array(select jsonb_array_elements_text((${textTags}::jsonb[])[1 + a.n % ${texts.length}]))
                 || (${hashtagKeys}::text[])[1 + a.n % ${HASHTAGS.length}],
               'published',
               base.seq + a.n,
               1,
               t.at - interval '1 minute',
               t.at,
               t.at
        from authors a
        cross join base
        cross join lateral (select now() - (${count}::int - a.n) * interval '20 seconds' as at) t`.execute(
        trx,
      );
      await sql`
        update wall_counter
        set published_count = (select count(*) from wishes where status = 'published'),
            version = version + 1`.execute(trx);
      await sql`set local maintenance_work_mem = '256MB'`.execute(trx);
      for (const index of indexes) await sql.raw(index.definition).execute(trx);
    });
    // Fresh statistics and visibility map, as autovacuum would have by the time a real wall
    // got this big (an index-only scan then skips the heap).
    await sql`vacuum analyze users, wishes`.execute(this.db);
  }
}
