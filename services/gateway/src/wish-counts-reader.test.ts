import { describe, expect, it } from 'vitest';
import { ReadsBusy } from '@wishwall/core/coalesced-reads';
import { publishWishOf } from '@wishwall/core/test-support/wallet-fixtures';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { SYNC_READ_LIMITS, WishCountsReader } from './wish-counts-reader.ts';

const ctx = useTestContext();

/** The real repository on the real database, noting each statement's ids. */
class CountedWishes extends WishRepository {
  readonly statements: number[] = [];

  override countsOf(ids: readonly string[]) {
    this.statements.push(ids.length);
    return super.countsOf(ids);
  }
}

/** Wishes of as many users (one published wish each). */
async function publishedWishes(count: number) {
  const wishes = [];
  for (let i = 0; i < count; i++) {
    wishes.push(await publishWishOf(ctx.db, (await createUser(ctx.db)).id));
  }
  return wishes.map((wish) => wish.id);
}

describe('WishCountsReader', () => {
  it('answers many sockets asking the same wishes at once with one statement', async () => {
    const ids = await publishedWishes(5);
    const draft = await createDraftWish(ctx.db, (await createUser(ctx.db)).id);
    const wishes = new CountedWishes(ctx.db);
    const reader = new WishCountsReader(ctx.db, wishes);

    const asked = [...ids, draft.id, '999999999999'];
    const answers = await Promise.all(Array.from({ length: 100 }, () => reader.countsOf(asked)));

    expect(wishes.statements).toEqual([7]);
    for (const answer of answers) {
      expect(answer.map((counts) => counts.wishId)).toEqual(ids);
    }
    expect(answers[0]?.[0]).toEqual({
      wishId: ids[0],
      likes: 0,
      hearts: 0,
      dislikes: 0,
      version: 0,
    });
    // Asked again: from memory, the unpublished ones too.
    await reader.countsOf(asked);
    expect(wishes.statements).toEqual([7]);
  });

  it('keeps the newest counts the stream carries, never older ones', async () => {
    const [id] = await publishedWishes(1);
    const wishes = new CountedWishes(ctx.db);
    const reader = new WishCountsReader(ctx.db, wishes);
    const counts = (likes: number, version: number) => ({
      wishId: id!,
      likes,
      hearts: 0,
      dislikes: 0,
      version,
    });
    reader.observe([counts(5, 3)]);
    reader.observe([counts(4, 2)]);
    expect(await reader.countsOf([id!])).toEqual([counts(5, 3)]);
    expect(wishes.statements).toEqual([]);
  });

  it('refuses a sync that would pass the bound on reads waiting, and reads nothing for it', async () => {
    const wishes = new CountedWishes(ctx.db);
    const reader = new WishCountsReader(ctx.db, wishes);
    const ids = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => String(from + i));
    // Two full statements in flight, the queue one short of full.
    const inFlight = [
      reader.countsOf(ids(1, SYNC_READ_LIMITS.maxBatch)),
      reader.countsOf(ids(1_000_001, SYNC_READ_LIMITS.maxBatch)),
    ];
    await new Promise((resolve) => setImmediate(resolve));
    const queued = reader.countsOf(ids(2_000_001, SYNC_READ_LIMITS.maxQueued - 1));
    await expect(reader.countsOf(ids(3_000_001, 2))).rejects.toThrow(ReadsBusy);
    await Promise.all([...inFlight, queued]);
    // Every id asked and not refused was read once, in statements of maxBatch at most.
    const read = wishes.statements.reduce((sum, ids) => sum + ids, 0);
    expect(read).toBe(2 * SYNC_READ_LIMITS.maxBatch + SYNC_READ_LIMITS.maxQueued - 1);
    expect(Math.max(...wishes.statements)).toBe(SYNC_READ_LIMITS.maxBatch);
  });
});
