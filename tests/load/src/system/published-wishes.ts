import { WishPublishService } from '@wishwall/core/wish-publish.service';
import type { Db } from '@wishwall/db/database';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { mapBounded } from '@wishwall/testing/bounded-pool';

/**
 * Published wishes for the run, each by an author of its own (one published wish per user),
 * published through the same service payments use, so the live counter and the `published`
 * push see them like any other.
 */
export function createPublishedWishes(db: Db, count: number, label: string): Promise<string[]> {
  const publisher = new WishPublishService(db);
  const indexes = Array.from({ length: count }, (_, i) => i);
  return mapBounded(indexes, 4, async (i) => {
    const author = await createUser(db, `${label} author ${i + 1}`);
    const draft = await createDraftWish(
      db,
      author.id,
      `${label} wish ${i + 1}: may this one go viral.`,
    );
    const { wish } = await publisher.publish(draft.id);
    return wish.id;
  });
}
