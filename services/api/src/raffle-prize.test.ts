import { beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerInvariants,
  NO_VIOLATIONS,
  walletBalance,
} from '@wishwall/core/test-support/wallet-fixtures';
import { consoleAccounts } from './test-support/operator-fixtures.ts';
import { useApi } from './test-support/use-api.ts';
import { closeOpenRound, openRoundNow, publishedWish } from './test-support/wall-fixtures.ts';

// Four eyes on a round's prize (decisions 0037 and 0044): one operator records how it is paid,
// another — neither the requester nor the winner — approves it; each step is audited, and the
// prize page shows where the payment stands.
const suite = useApi();
type Accounts = Awaited<ReturnType<typeof consoleAccounts>>;
let first: Accounts;
let second: Accounts;
beforeAll(async () => {
  first = await consoleAccounts(suite);
  second = await consoleAccounts(suite);
});

/** A round drawn now: its winner is a wish by `author` (a new user unless given). */
async function drawnRound(winnerId?: string) {
  const round = await openRoundNow(suite.ctx);
  const { wish, author } = await publishedWish(suite.ctx);
  if (winnerId) {
    await suite.ctx.db
      .updateTable('wishes')
      .set({ user_id: winnerId })
      .where('id', '=', wish.id)
      .execute();
  }
  await suite.ctx.db.updateTable('wishes').set({ likes: 3 }).where('id', '=', wish.id).execute();
  await closeOpenRound(suite.ctx);
  const drawn = await suite.api.call(
    'POST',
    '/v1/admin/raffle/draw',
    undefined,
    first.operator.token,
  );
  expect(drawn.status).toBe(200);
  return { number: round.number, winner: winnerId ?? author.id, prize: round.prize };
}

const record = (round: number, body: object, token = first.operator.token) =>
  suite.api.call('POST', `/v1/admin/raffle/rounds/${round}/prize`, body, token);
const decide = (id: string, decision: string, token = second.operator.token) =>
  suite.api.call('POST', `/v1/admin/raffle/prize-payments/${id}/decision`, { decision }, token);
const publicPrize = async () => (await suite.api.call('GET', '/v1/raffle')).body.data.prize_payment;
const ledgerTransactions = async () =>
  Number(
    (
      await suite.ctx.db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );
const audits = (action: string) =>
  suite.ctx.db.selectFrom('admin_audit').selectAll().where('action', '=', action).execute();

describe("a round's prize", () => {
  it('credited to the winner’s wallet: recorded by one operator, paid once by another', async () => {
    const round = await drawnRound();
    expect(await publicPrize()).toBeNull();
    const recorded = await record(round.number, { method: 'wallet' });
    expect(recorded.status).toBe(200);
    expect(recorded.body.data).toMatchObject({
      round: round.number,
      winner_user_id: round.winner,
      amount: '1000.00',
      method: 'wallet',
      reference: null,
      state: 'pending',
      requested_by: first.operator.id,
    });
    expect(await publicPrize()).toEqual({ state: 'pending', method: 'wallet', paid_at: null });
    const again = await record(round.number, { method: 'wallet' });
    expect([again.status, again.body.code]).toEqual([409, 'conflict']);

    const id: string = recorded.body.data.id;
    // Its requester cannot approve it; the stale session must step up.
    const own = await decide(id, 'approve', first.operator.token);
    expect([own.status, own.body.code]).toEqual([403, 'cannot_pay_own_prize']);
    const stale = await decide(id, 'approve', second.operator.stale);
    expect([stale.status, stale.body.code]).toEqual([401, 'step_up_required']);
    const transactionsBefore = await ledgerTransactions();
    const results = await Promise.all(Array.from({ length: 100 }, () => decide(id, 'approve')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.code])).toEqual(
      Array.from({ length: 99 }, () => [409, 'conflict']),
    );
    // One credit, once: one ledger transaction more, and the books still balance.
    expect(await ledgerTransactions()).toBe(transactionsBefore + 1);
    expect(await ledgerInvariants(suite.ctx.db)).toEqual(NO_VIOLATIONS);
    expect(await walletBalance(suite.ctx.db, round.winner)).toBe(1_000_000_000n);
    const paid = await publicPrize();
    expect(paid).toMatchObject({ state: 'paid', method: 'wallet' });
    expect(Date.parse(paid.paid_at)).toBeGreaterThan(0);
    expect(await audits('raffle.prize_record')).toMatchObject([
      { operator_id: first.operator.id, after: { state: 'pending', method: 'wallet' } },
    ]);
    expect(await audits('raffle.prize_approve')).toMatchObject([
      { operator_id: second.operator.id, after: { state: 'paid', method: 'wallet' } },
    ]);
  });

  it('of a hundred approvals and rejections at once, one decides, and a wallet prize is credited at most once', async () => {
    const round = await drawnRound();
    const recorded = await record(round.number, { method: 'wallet' });
    const id: string = recorded.body.data.id;
    const transactionsBefore = await ledgerTransactions();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => decide(id, i % 2 ? 'approve' : 'reject')),
    );
    const decided = results.filter((r) => r.status === 200);
    expect(decided).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.code])).toEqual(
      Array.from({ length: 99 }, () => [409, 'conflict']),
    );
    const paid = decided[0]!.body.data.state === 'paid';
    expect(await walletBalance(suite.ctx.db, round.winner)).toBe(paid ? 1_000_000_000n : 0n);
    expect(await ledgerTransactions()).toBe(transactionsBefore + (paid ? 1 : 0));
    expect(await ledgerInvariants(suite.ctx.db)).toEqual(NO_VIOLATIONS);
  });

  it('paid off-platform: needs its reference; a rejection allows a new record', async () => {
    const round = await drawnRound();
    for (const body of [
      { method: 'off_platform' },
      { method: 'off_platform', reference: '   ' },
      { method: 'wallet', reference: 'TR-1' },
      { method: 'cash', reference: 'TR-1' },
    ]) {
      const refused = await record(round.number, body);
      expect([refused.status, refused.body.code], JSON.stringify(body)).toEqual([
        400,
        'validation_failed',
      ]);
    }
    const wrong = await record(round.number, { method: 'off_platform', reference: 'TR-wrong' });
    const rejected = await decide(wrong.body.data.id, 'reject', first.operator.token);
    expect(rejected.body.data.state).toBe('rejected');
    const right = await record(round.number, { method: 'off_platform', reference: 'TR-2026-11' });
    expect(right.body.data).toMatchObject({ reference: 'TR-2026-11', state: 'pending' });
    const paid = await decide(right.body.data.id, 'approve');
    expect(paid.body.data).toMatchObject({ state: 'paid', decided_by: second.operator.id });
    // Nothing moved in the wallet; the public view never shows the reference.
    expect(await walletBalance(suite.ctx.db, round.winner)).toBe(0n);
    expect(await publicPrize()).toMatchObject({ state: 'paid', method: 'off_platform' });
    expect(JSON.stringify((await suite.api.call('GET', '/v1/raffle')).body)).not.toContain('TR-');
  });

  it('an operator whose wish won neither records nor approves its prize', async () => {
    const round = await drawnRound(second.operator.id);
    const own = await record(round.number, { method: 'wallet' }, second.operator.token);
    expect([own.status, own.body.code]).toEqual([403, 'cannot_pay_own_prize']);
    const recorded = await record(round.number, { method: 'wallet' });
    const approval = await decide(recorded.body.data.id, 'approve', second.operator.token);
    expect([approval.status, approval.body.code]).toEqual([403, 'cannot_pay_own_prize']);
    expect(await walletBalance(suite.ctx.db, second.operator.id)).toBe(0n);
  });

  it('is refused for a round that was not drawn', async () => {
    await openRoundNow(suite.ctx);
    const { number } = await suite.ctx.db
      .selectFrom('raffle_rounds')
      .select('number')
      .where('state', '=', 'open')
      .executeTakeFirstOrThrow();
    const refused = await record(number, { method: 'wallet' });
    expect([refused.status, refused.body.code]).toEqual([404, 'not_found']);
  });
});
