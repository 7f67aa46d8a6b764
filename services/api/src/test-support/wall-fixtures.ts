import { sql } from 'kysely';
import { RaffleCloseService } from '@wishwall/core/raffle-close.service';
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

/**
 * A round open now, as an operator would open it, whatever state the last one was left in:
 * an undrawn one is marked drawn in the database (no result), so tests can open the next.
 */
export async function openRoundNow(ctx: TestContext, closesInMs = 3_600_000) {
  await ctx.db
    .updateTable('raffle_rounds')
    .set({ state: 'drawn', closed_at: sql<Date>`coalesce(closed_at, now())` })
    .where('state', 'in', ['open', 'closed'])
    .execute();
  return ctx.db
    .insertInto('raffle_rounds')
    .values({
      number: sql<number>`(select max(number) + 1 from raffle_rounds)`,
      prize: '1000000000',
      closes_at: new Date(Date.now() + closesInMs),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Brings the open round's close to now and closes it, as the clock's job does. */
export async function closeOpenRound(ctx: TestContext) {
  // Opened a second ago at least, so the close is past for the job's own now() too (a round
  // opened within the same millisecond would otherwise not be due yet, and stay open). The
  // table's types keep `opens_at` from updates, as the product never moves it: raw SQL here.
  await sql`
    update raffle_rounds
       set opens_at = least(opens_at, now() - interval '1 second'),
           closes_at = least(opens_at, now() - interval '1 second') + interval '1 millisecond'
     where state = 'open'`.execute(ctx.db);
  return new RaffleCloseService(ctx.db).closeIfDue();
}
