import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { RaffleRoundRepository } from './raffle-round.repository.ts';
import { WishRepository } from './wish.repository.ts';

const ctx = useTestContext();
let rounds: RaffleRoundRepository;
let wishes: WishRepository;
let operatorId: string;
let sequence = 0;

const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

/** A wish published in `round` with `likes` folded likes. */
async function wishIn(round: number, likes: number) {
  const author = await createUser(ctx.db);
  const draft = await createDraftWish(ctx.db, author.id);
  const wish = await wishes.markPublished(draft.id, ++sequence, new Date(), round);
  await ctx.db.updateTable('wishes').set({ likes }).where('id', '=', wish.id).execute();
  return wish.id;
}

beforeAll(async () => {
  rounds = new RaffleRoundRepository(ctx.db);
  wishes = new WishRepository(ctx.db);
  operatorId = (await createUser(ctx.db, 'Operator')).id;
});

describe('raffle rounds in the database', () => {
  it('starts with round 1 open, its prize 10,000 USD, closing in the future', async () => {
    const round = await rounds.current();
    expect(round).toMatchObject({ number: 1, prize: '10000000000', state: 'open' });
    expect(round!.closes_at.getTime()).toBeGreaterThan(Date.now());
    expect(round!.closed_at).toBeNull();
  });

  it('refuses a second round while one is not drawn, in code and in Postgres itself', async () => {
    const next = {
      prize: '1000000',
      closes_at: new Date(Date.now() + 3_600_000),
      opened_by: operatorId,
    };
    await expect(rounds.openNext(next)).rejects.toMatchObject({
      constraint: 'raffle_rounds_one_undrawn',
    });
    await expect(
      sql`insert into raffle_rounds (number, prize, state, closes_at)
          values (7, 1, 'open', now() + interval '1 day')`.execute(ctx.db),
    ).rejects.toMatchObject({ constraint: 'raffle_rounds_one_undrawn' });
    expect(await ctx.db.selectFrom('raffle_rounds').select('number').execute()).toEqual([
      { number: 1 },
    ]);
  });

  it('a published wish always has a round', async () => {
    const author = await createUser(ctx.db);
    const draft = await createDraftWish(ctx.db, author.id);
    await expect(
      sql`update wishes set status = 'published', number_sequence = 999999, published_at = now()
          where id = ${draft.id}`.execute(ctx.db),
    ).rejects.toMatchObject({ constraint: 'wishes_published_in_a_round' });
  });

  it('closes by the clock only once due, then the next round opens after the draw', async () => {
    expect(await rounds.closeIfDue(new Date())).toBeUndefined();
    const closed = await rounds.closeIfDue(new Date(Date.now() + 31 * 86_400_000));
    expect(closed).toMatchObject({ number: 1, state: 'closed' });
    expect(closed!.closed_at).toBeInstanceOf(Date);
    // Closed but not drawn still holds the next round back.
    const next = {
      prize: '2500000000',
      closes_at: new Date(Date.now() + 3_600_000),
      opened_by: operatorId,
    };
    await expect(rounds.openNext(next)).rejects.toMatchObject({
      constraint: 'raffle_rounds_one_undrawn',
    });
    await rounds.markDrawn(1);
    expect(await rounds.openNext(next)).toMatchObject({ number: 2, state: 'open' });
    expect(await rounds.current()).toMatchObject({ number: 2, prize: '2500000000' });
  });

  it("ranks a round's own wishes only; likes keep counting on every wish", async () => {
    const old = await wishIn(1, 50);
    const second = await wishIn(2, 3);
    const first = await wishIn(2, 5);
    await wishIn(2, 0);
    expect(ids(await wishes.top(2, 10))).toEqual([first, second]);
    expect(ids(await wishes.top(1, 10))).toEqual([old]);
    // An older round's wish still takes likes: only the ranking is per round.
    await ctx.db.updateTable('wishes').set({ likes: 51 }).where('id', '=', old).execute();
    expect((await wishes.findPublished(old))?.likes).toBe(51);
    expect(ids(await wishes.top(2, 10))).toEqual([first, second]);
  });

  it("reads a round's top-10 in the order of wishes_round_top_order, without sorting", async () => {
    const plan = await ctx.db.transaction().execute(async (trx) => {
      // On a wall this small a sequential scan is cheaper; the question is whether the index
      // serves the query's filter and order on its own, as it must at a million wishes.
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const compiled = new WishRepository(trx).topQuery(2, 10).compile();
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({
        ...compiled,
        sql: `explain ${compiled.sql}`,
      });
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('wishes_round_top_order');
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
