import { beforeAll, describe, expect, it } from 'vitest';
import { consoleAccounts } from './test-support/operator-fixtures.ts';
import { useApi } from './test-support/use-api.ts';
import { closeOpenRound, publishedWish } from './test-support/wall-fixtures.ts';

// One file, one database: the tests walk the rounds in order — round 1 open, closed, drawn;
// round 2 opened, ranked on its own, closed and drawn.
const suite = useApi();
let operator: { id: string; token: string; stale: string };
beforeAll(async () => {
  ({ operator } = await consoleAccounts(suite));
});

/** A published wish whose folded like count is `likes`. */
async function wishWithLikes(likes: number) {
  const { wish } = await publishedWish(suite.ctx);
  await setLikes(wish.id, likes);
  return wish.id;
}
const setLikes = (id: string, likes: number) =>
  suite.ctx.db.updateTable('wishes').set({ likes }).where('id', '=', id).execute();

const raffle = async () => (await suite.api.call('GET', '/v1/raffle')).body.data;
const top = async () =>
  (await suite.api.call('GET', '/v1/wishes/top')).body.data.wishes.map((w: { id: string }) => w.id);
const draw = (token = operator.token) =>
  suite.api.call('POST', '/v1/admin/raffle/draw', undefined, token);
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const openRound = (
  body: object = { prize: '2500.00', closes_at: inAnHour() },
  token = operator.token,
) => suite.api.call('POST', '/v1/admin/raffle/rounds', body, token);
const audits = (action: string) =>
  suite.ctx.db.selectFrom('admin_audit').selectAll().where('action', '=', action).execute();

let roundOneWinner: string;
let roundOneOther: string;
let roundOneFewer: string;

describe('round 1', () => {
  it('is open from the start, with its prize and announced close, and no result yet', async () => {
    const data = await raffle();
    expect(data).toMatchObject({
      round: { number: 1, prize: '10000.00', state: 'open', closed_at: null },
      result_round: null,
      drawn: false,
      winner: null,
      top_ten: [],
    });
    expect(Date.parse(data.round.closes_at)).toBeGreaterThan(Date.now());
  });

  it('cannot be drawn while open, nor a round opened beside it', async () => {
    roundOneWinner = await wishWithLikes(7);
    roundOneOther = await wishWithLikes(7);
    roundOneFewer = await wishWithLikes(3);
    const early = await draw();
    expect([early.status, early.body.code]).toEqual([409, 'raffle_round_open']);
    const beside = await openRound();
    expect([beside.status, beside.body.code]).toEqual([409, 'raffle_round_not_drawn']);
    expect(await suite.ctx.db.selectFrom('raffle_draws').selectAll().execute()).toEqual([]);
    expect(await suite.ctx.db.selectFrom('raffle_rounds').select('number').execute()).toHaveLength(
      1,
    );
  });

  it('closes by the clock; a draw then needs a step-up', async () => {
    expect(await closeOpenRound(suite.ctx)).toMatchObject({ number: 1, state: 'closed' });
    expect((await raffle()).round).toMatchObject({ number: 1, state: 'closed' });
    const [event] = await suite.api.outboxEvents('raffle.round_changed');
    expect(event!.payload).toMatchObject({ number: 1, state: 'closed' });
    const stale = await draw(operator.stale);
    expect([stale.status, stale.body.code]).toEqual([401, 'step_up_required']);
  });

  it('draws once when a hundred draws come at once: most likes, ties by earlier publication', async () => {
    const results = await Promise.all(Array.from({ length: 100 }, () => draw()));
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.code])).toEqual(
      Array.from({ length: 99 }, () => [409, 'raffle_already_drawn']),
    );
    const drawn = results.find((result) => result.status === 200)!.body.data;
    expect(drawn).toMatchObject({
      round: { number: 1, state: 'drawn' },
      result_round: 1,
      drawn: true,
      likes: 7,
      winner: { id: roundOneWinner },
    });
    expect(drawn.top_ten.map((s: { wish_id: string }) => s.wish_id)).toEqual([
      roundOneWinner,
      roundOneOther,
      roundOneFewer,
    ]);
    expect(await suite.ctx.db.selectFrom('raffle_draws').selectAll().execute()).toMatchObject([
      { round: 1, wish_id: roundOneWinner, operator_id: operator.id, likes: 7 },
    ]);
    expect(await audits('raffle.draw')).toMatchObject([
      { operator_id: operator.id, record_id: '1', after: { wish_id: roundOneWinner, likes: 7 } },
    ]);
    const [announced] = await suite.api.outboxEvents('raffle.drawn');
    expect(announced!.payload).toMatchObject({ round: 1, wishId: roundOneWinner, likes: 7 });
    const [changed] = await suite.api.outboxEvents('raffle.round_changed');
    expect(changed!.payload).toMatchObject({ number: 1, state: 'drawn' });
    expect(
      (await suite.api.call('GET', `/v1/wish/${roundOneWinner}`)).body.data.raffle_winner,
    ).toBe(true);
    expect((await suite.api.call('GET', `/v1/wish/${roundOneOther}`)).body.data.raffle_winner).toBe(
      false,
    );
  });

  it('between rounds: the top-10 is the final ranking, and nothing is published', async () => {
    await setLikes(roundOneOther, 40);
    expect((await top()).slice(0, 2)).toEqual([roundOneWinner, roundOneOther]);
    const again = await draw();
    expect([again.status, again.body.code]).toEqual([409, 'raffle_already_drawn']);
    await expect(publishedWish(suite.ctx)).rejects.toMatchObject({ code: 'sales_closed' });
  });
});

describe('opening the next round', () => {
  it('refuses a bad prize or close and changes nothing', async () => {
    for (const [body, code] of [
      [{ prize: 'abc', closes_at: inAnHour() }, 'invalid_amount'],
      [{ prize: '0', closes_at: inAnHour() }, 'invalid_amount'],
      [{ prize: '-5', closes_at: inAnHour() }, 'invalid_amount'],
      [{ prize: '1.234', closes_at: inAnHour() }, 'invalid_amount'],
      // Above the wall's promise of 10,000 USD; the largest the parser reads overflowed the
      // bigint column (a 422 out of range) before prizes were bounded.
      [{ prize: '10000.01', closes_at: inAnHour() }, 'invalid_amount'],
      [{ prize: '999999999999999.99', closes_at: inAnHour() }, 'invalid_amount'],
      [{ prize: '100', closes_at: new Date(Date.now() - 1000).toISOString() }, 'validation_failed'],
      [{ prize: '100', closes_at: 'tomorrow' }, 'validation_failed'],
      [{ prize: '100' }, 'validation_failed'],
    ] as const) {
      const refused = await openRound(body);
      expect([refused.status, refused.body.code], JSON.stringify(body)).toEqual([400, code]);
    }
    const stale = await openRound(undefined, operator.stale);
    expect([stale.status, stale.body.code]).toEqual([401, 'step_up_required']);
    expect(await suite.ctx.db.selectFrom('raffle_rounds').select('number').execute()).toHaveLength(
      1,
    );
    expect(await audits('raffle.open_round')).toEqual([]);
  });

  it('opens one round when a hundred opens come at once, audited and announced', async () => {
    const closesAt = inAnHour();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => openRound({ prize: '2500.00', closes_at: closesAt })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(
      Array.from({ length: 99 }, () => [409, 'raffle_round_not_drawn']),
    );
    expect(await suite.ctx.db.selectFrom('raffle_rounds').select('number').execute()).toHaveLength(
      2,
    );
    expect((await raffle()).round).toMatchObject({
      number: 2,
      prize: '2500.00',
      state: 'open',
      closes_at: closesAt,
    });
    expect(await audits('raffle.open_round')).toMatchObject([
      { operator_id: operator.id, record_id: '2', after: { number: 2, prize: '2500.00' } },
    ]);
    const [changed] = await suite.api.outboxEvents('raffle.round_changed');
    expect(changed!.payload).toMatchObject({ number: 2, state: 'open' });
    // The last result stays until round 2 is drawn.
    expect(await raffle()).toMatchObject({ result_round: 1, winner: { id: roundOneWinner } });
  });
});

describe('round 2', () => {
  it("ranks and draws its own wishes only; round 1's keep their likes", async () => {
    const second = await wishWithLikes(2);
    const first = await wishWithLikes(5);
    await setLikes(roundOneOther, 90);
    expect(await top()).toEqual([first, second]);
    expect((await suite.api.call('GET', `/v1/wish/${roundOneOther}`)).body.data.likes).toBe(90);
    await closeOpenRound(suite.ctx);
    const drawn = await draw();
    expect(drawn.status).toBe(200);
    expect(drawn.body.data).toMatchObject({ result_round: 2, winner: { id: first }, likes: 5 });
    expect((await suite.api.call('GET', `/v1/wish/${first}`)).body.data.raffle_winner).toBe(true);
  });
});
