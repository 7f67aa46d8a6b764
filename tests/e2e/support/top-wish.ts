import { WishPublishService } from '@wishwall/core/wish-publish.service';
import type { Db } from '@wishwall/db/database';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';

/**
 * A wish with likes in the open raffle round, so its top-10 is not empty whatever round the
 * specs before left open (the operators' spec draws a round and opens the next). `first` gives
 * it one like more than any other wish, so it heads the top-10.
 *
 * The likes are written before publishing: the gateway reads the top-10 again on the
 * publication's event, and a later silent UPDATE would leave it holding the ranking without
 * this wish (its snapshot then overrides the page's HTTP answer).
 */
export async function ensureTopWish(
  db: Db,
  { author = 'Topper', first = false }: { author?: string; first?: boolean } = {},
): Promise<string> {
  const user = await createUser(db, author);
  const draft = await createDraftWish(db, user.id, `A wish in the top-10 ${Date.now()}`);
  let likes = 3;
  if (first) {
    const most = await db
      .selectFrom('wishes')
      .select((eb) => eb.fn.max('likes').as('likes'))
      .executeTakeFirstOrThrow();
    likes = Number(most.likes ?? 0) + 1;
  }
  await db.updateTable('wishes').set({ likes }).where('id', '=', draft.id).execute();
  const { wish } = await new WishPublishService(db).publish(draft.id);
  return wish.id;
}
