import { beforeAll, describe, expect, test } from 'vitest';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { WishRepository } from './wish.repository.ts';

const ctx = useTestContext();
const ids: string[] = [];

// Ten wishes a minute apart, oldest first; "rare" only on the oldest, "common" on every one.
beforeAll(async () => {
  for (let i = 0; i < 10; i += 1) {
    const author = await createUser(ctx.db, `Author ${i}`);
    const at = new Date(Date.UTC(2026, 0, 1, 0, i));
    const wish = await new WishRepository(ctx.db).create({
      user_id: author.id,
      content: `${i === 0 ? 'A rare wish' : 'A wish'} number ${i}, common to all #tag${i % 2}`,
      status: 'published',
      raffle_round: 1,
      number_sequence: i + 1,
      published_at: at,
      created_at: at,
      updated_at: at,
    });
    ids.push(wish.id);
  }
});

const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id);
const newestFirst = () => [...ids].reverse();

describe('search', () => {
  test('the recent search tests only the newest `window` wishes, in the wall order', async () => {
    const wishes = new WishRepository(ctx.db);
    expect(idsOf(await wishes.searchRecent('common', 3, 0, 4))).toEqual(newestFirst().slice(0, 3));
    expect(idsOf(await wishes.searchRecent('common', 3, 2, 4))).toEqual(newestFirst().slice(2, 4));
    expect(await wishes.searchRecent('rare', 3, 0, 9)).toEqual([]);
    expect(idsOf(await wishes.searchRecent('rare', 3, 0, 10))).toEqual([ids[0]]);
    // A window larger than the wall: the whole wall.
    expect(idsOf(await wishes.searchRecent('#tag1', 10, 0, 50))).toEqual(
      newestFirst().filter((_, i) => i % 2 === 0),
    );
  });

  test('the full search finds every match through the indexes, newest first, by pages', async () => {
    const wishes = new WishRepository(ctx.db);
    expect(idsOf(await wishes.searchAll('rare', 3, 0))).toEqual([ids[0]]);
    expect(idsOf(await wishes.searchAll('comm', 4, 0))).toEqual(newestFirst().slice(0, 4));
    expect(idsOf(await wishes.searchAll('common', 4, 8))).toEqual(newestFirst().slice(8));
    expect(idsOf(await wishes.searchAll('#tag0', 2, 1))).toEqual(
      newestFirst()
        .filter((_, i) => i % 2 === 1)
        .slice(1, 3),
    );
    expect(await wishes.searchAll('nothing-like-it', 21, 0)).toEqual([]);
  });
});

describe('what people type', () => {
  const found: Record<string, string> = {};
  // Older than the ten above, so their windows stay as they were.
  beforeAll(async () => {
    const texts = {
      finanzas: 'Ordenar mis #Finanzas este año',
      personales: 'Aprender de #finanzaspersonales',
      nino: 'Que mi niño vuelva a casa sano',
      japon: 'Viajar a #Japón con NIÑOS',
    };
    let minute = 0;
    for (const [key, content] of Object.entries(texts)) {
      const author = await createUser(ctx.db, `Typist ${key}`);
      const at = new Date(Date.UTC(2025, 0, 1, 0, (minute += 1)));
      const wish = await new WishRepository(ctx.db).create({
        user_id: author.id,
        content,
        status: 'published',
        raffle_round: 1,
        number_sequence: 100 + minute,
        published_at: at,
        created_at: at,
        updated_at: at,
      });
      found[key] = wish.id;
    }
  });

  /** The same answer from the walk over the newest wishes and from the indexes. */
  async function search(query: string): Promise<string[]> {
    const wishes = new WishRepository(ctx.db);
    const walked = idsOf(await wishes.searchRecent(query, 20, 0, 1000)).sort();
    const indexed = idsOf(await wishes.searchAll(query, 20, 0)).sort();
    expect(walked).toEqual(indexed);
    return walked;
  }

  test('a hashtag matches whole tags only, in any case and with or without accents', async () => {
    expect(await search('#finanzas')).toEqual([found.finanzas]);
    expect(await search('#FINANZAS')).toEqual([found.finanzas]);
    expect(await search('#finanzaspersonales')).toEqual([found.personales]);
    expect(await search('#finanza')).toEqual([]);
    expect(await search('#japon')).toEqual([found.japon]);
    expect(await search('#Japón')).toEqual([found.japon]);
    // A tag and a word: both must be there.
    expect(await search('#japon niños')).toEqual([found.japon]);
    expect(await search('#japon casa')).toEqual([]);
  });

  test('words match regardless of accents and case', async () => {
    expect(await search('nino')).toEqual([found.nino, found.japon].sort());
    expect(await search('NIÑO')).toEqual([found.nino, found.japon].sort());
    expect(await search('Niño vuelva')).toEqual([found.nino]);
    expect(await search('este ano')).toEqual([found.finanzas]);
    // A word finds the text of a hashtag too, as before.
    expect(await search('finanzas')).toEqual([found.finanzas, found.personales].sort());
  });

  test('tags and the folded text follow an edited draft', async () => {
    const author = await createUser(ctx.db, 'Drafter');
    const wishes = new WishRepository(ctx.db);
    const draft = await wishes.create({ user_id: author.id, content: 'Un #Sueño' });
    expect(draft.tags).toEqual(['sueno']);
    expect(draft.content_folded).toBe('un #sueno');
    const edited = await wishes.updateDraftContent(draft.id, 'Otro #DESEO, más grande');
    expect(edited?.tags).toEqual(['deseo']);
    expect(edited?.content_folded).toBe('otro #deseo, mas grande');
  });
});
