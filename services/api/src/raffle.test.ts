import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consoleAccounts } from './test-support/operator-fixtures.ts';
import { useApi } from './test-support/use-api.ts';
import { publishedWish } from './test-support/wall-fixtures.ts';

const suite = useApi();
let operator: { id: string; token: string };
beforeAll(async () => {
  ({ operator } = await consoleAccounts(suite));
});
// The product has one round; each test draws it afresh.
beforeEach(async () => {
  await suite.ctx.db.deleteFrom('raffle_draws').execute();
  await suite.ctx.db.updateTable('wishes').set({ likes: 0 }).execute();
});

/** A published wish whose folded like count is `likes`. */
async function wishWithLikes(likes: number) {
  const { wish } = await publishedWish(suite.ctx);
  await suite.ctx.db.updateTable('wishes').set({ likes }).where('id', '=', wish.id).execute();
  return wish.id;
}

const draw = () => suite.api.call('POST', '/v1/admin/raffle/draw', undefined, operator.token);

describe('the raffle draw', () => {
  it('picks the most likes, ties by earlier publication, with the top-10 snapshot', async () => {
    const earlier = await wishWithLikes(7);
    const later = await wishWithLikes(7);
    const fewer = await wishWithLikes(3);
    const drawn = await draw();
    expect(drawn.status).toBe(200);
    expect(drawn.body.data).toMatchObject({ drawn: true, likes: 7, winner: { id: earlier } });
    expect(drawn.body.data.top_ten.map((s: { wish_id: string }) => s.wish_id)).toEqual([
      earlier,
      later,
      fewer,
    ]);
    const row = await suite.ctx.db.selectFrom('raffle_draws').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ wish_id: earlier, operator_id: operator.id, likes: 7 });
    const [audit] = await suite.ctx.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('action', '=', 'raffle.draw')
      .orderBy('id', 'desc')
      .execute();
    expect(audit).toMatchObject({
      operator_id: operator.id,
      after: { wish_id: earlier, likes: 7 },
    });
  });

  it('is irreversible: a later draw is refused and the winner stays', async () => {
    const first = await wishWithLikes(2);
    expect((await draw()).status).toBe(200);
    await wishWithLikes(50);
    const again = await draw();
    expect([again.status, again.body.code]).toEqual([409, 'raffle_already_drawn']);
    const raffle = await suite.api.call('GET', '/v1/raffle');
    expect(raffle.body.data.winner.id).toBe(first);
  });

  it('two draws at once record one', async () => {
    await wishWithLikes(4);
    const results = await Promise.all(Array.from({ length: 6 }, draw));
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await suite.ctx.db.selectFrom('raffle_draws').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('shows the winner on the prize page, the wish page, and announces it once through the outbox', async () => {
    const before = await suite.api.call('GET', '/v1/raffle');
    expect(before.body.data).toEqual({
      drawn: false,
      winner: null,
      likes: null,
      drawn_at: null,
      top_ten: [],
    });
    const winner = await wishWithLikes(9);
    const other = await wishWithLikes(1);
    await draw();
    const after = await suite.api.call('GET', '/v1/raffle');
    expect(after.body.data).toMatchObject({ drawn: true, winner: { id: winner }, likes: 9 });
    expect((await suite.api.call('GET', `/v1/wish/${winner}`)).body.data.raffle_winner).toBe(true);
    expect((await suite.api.call('GET', `/v1/wish/${other}`)).body.data.raffle_winner).toBe(false);
    const [event] = await suite.api.outboxEvents('raffle.drawn');
    expect(event!.payload).toMatchObject({ round: 1, wishId: winner, likes: 9 });
  });

  it('refuses to draw while no published wish has a like', async () => {
    await publishedWish(suite.ctx);
    const result = await draw();
    expect([result.status, result.body.code]).toEqual([409, 'raffle_no_entries']);
    expect(await suite.ctx.db.selectFrom('raffle_draws').selectAll().execute()).toEqual([]);
  });
});
