import { WishPublishService } from '@wishwall/core/wish-publish.service';
import type { Db } from '@wishwall/db/database';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';

/**
 * A wish with likes in the open raffle round, so its top-10 is not empty whatever round the
 * specs before left open (the operators' spec draws a round and opens the next). `first` gives
 * it one like more than any other wish, so it heads the top-10.
 */
export async function ensureTopWish(
  db: Db,
  { author = 'Topper', first = false }: { author?: string; first?: boolean } = {},
): Promise<string> {
  const user = await createUser(db, author);
  const draft = await createDraftWish(db, user.id, `A wish in the top-10 ${Date.now()}`);
  const { wish } = await new WishPublishService(db).publish(draft.id);
  let likes = 3;
  if (first) {
    const most = await db
      .selectFrom('wishes')
      .select((eb) => eb.fn.max('likes').as('likes'))
      .executeTakeFirstOrThrow();
    likes = Number(most.likes ?? 0) + 1;
  }
  await db.updateTable('wishes').set({ likes }).where('id', '=', wish.id).execute();
  return wish.id;
}
