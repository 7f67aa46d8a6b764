import { WishPublishService } from '@wishwall/core/wish-publish.service';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import type { TestContext } from '@wishwall/testing/use-test-context';

/** A published wish by a new author. */
export async function publishedWish(ctx: TestContext, content = 'A published wish #test') {
  const author = await createUser(ctx.db, 'Author');
  const draft = await createDraftWish(ctx.db, author.id, content);
  const { wish } = await new WishPublishService(ctx.db).publish(draft.id);
  return { wish, author };
}
