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
