import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { RaffleCloseService } from '@wishwall/core/raffle-close.service';
import { eventually } from '@wishwall/testing/eventually';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { useWorkerApp } from '../test-support/use-worker-app.ts';
import { paymentsCloseRoundJob } from './payments-close-round.job.ts';

const ctx = useTestContext();
useWorkerApp(ctx);

const roundOne = () =>
  ctx.db.selectFrom('raffle_rounds').selectAll().where('number', '=', 1).executeTakeFirstOrThrow();
const roundEvents = () =>
  ctx.db.selectFrom('outbox').selectAll().where('type', '=', 'raffle.round_changed').execute();

describe('payments.close-round job', () => {
  it('changes nothing before the announced close', async () => {
    const job = paymentsCloseRoundJob(new RaffleCloseService(ctx.db), pino({ level: 'silent' }));
    await job.handle({}, undefined as never);
    expect(await roundOne()).toMatchObject({ state: 'open', closed_at: null });
    expect(await roundEvents()).toEqual([]);
  });

  it('closes the round by the clock, on its schedule, once, and announces it', async () => {
    const closesAt = new Date(Date.now() + 1_500);
    await ctx.db
      .updateTable('raffle_rounds')
      .set({ closes_at: closesAt })
      .where('number', '=', 1)
      .execute();
    // The scheduler runs every 5 s: the close lands within one period of it.
    expect(await eventually(async () => (await roundOne()).state === 'closed', 20_000, 100)).toBe(
      true,
    );
    const round = await roundOne();
    expect(round.closed_at!.getTime()).toBeGreaterThanOrEqual(closesAt.getTime());
    // Runs after the close change nothing more.
    const job = paymentsCloseRoundJob(new RaffleCloseService(ctx.db), pino({ level: 'silent' }));
    await job.handle({}, undefined as never);
    const events = await roundEvents();
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ number: 1, state: 'closed' });
  });
});
