import { WishPublishService } from '@wishwall/core/wish-publish.service';
import type { Db } from '@wishwall/db/database';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';

/**
 * A wish with likes in the open raffle round, so its top-10 is not empty whatever round the
 * specs before left open (the operators' spec draws a round and opens the next).
 *
 * The likes are written before publishing: the gateway reads the top-10 again on the
 * publication's event, and a later silent UPDATE would leave it holding the ranking without
 * this wish (its snapshot then overrides the page's HTTP answer).
 */
export async function ensureTopWish(db: Db): Promise<string> {
  const author = await createUser(db, 'Topper');
  const draft = await createDraftWish(db, author.id, `A wish in the top-10 ${Date.now()}`);
  await db.updateTable('wishes').set({ likes: 3 }).where('id', '=', draft.id).execute();
  const { wish } = await new WishPublishService(db).publish(draft.id);
  return wish.id;
}
