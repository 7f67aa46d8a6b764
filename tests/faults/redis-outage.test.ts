import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, test } from 'vitest';
import { expectInvariants } from './src/expect-invariants.ts';
import { faultFigures } from './src/fault-figures.ts';
import { runFault, type FaultReport, type FaultScenario } from './src/fault-run.ts';

const OUTAGE_MS = 10_000;
/**
 * Mail is held back from this long before the outage until Redis is back, as a stalled mail
 * provider would, so mail jobs are waiting in Redis when it stops.
 */
const MAIL_HELD_BEFORE_MS = 2000;
/**
 * Calls that need Redis answer 503 within a second (decision 0018); the bound leaves room for CPU.
 */
const FAIL_FAST_MS = 2000;

function redisOutage(keepData: boolean): FaultScenario {
  return {
    name: `Redis stopped for ${OUTAGE_MS / 1000} s, restarted ${keepData ? 'with its data' : 'empty'}`,
    async inject({ redis, mailGate }) {
      mailGate.hold();
      await sleep(MAIL_HELD_BEFORE_MS);
      const startedAt = Date.now();
      await redis.stop();
      await sleep(OUTAGE_MS);
      await redis.resume({ keepData });
      mailGate.release();
      return { startedAt, healedAt: Date.now() };
    },
  };
}

/** While Redis is down, every call answers at once: 503 when it needs Redis, else normally. */
function expectFailFast(report: FaultReport): void {
  const { startedAt, healedAt } = report.window;
  // A call started in the outage's last moments may rightly be answered after Redis is back.
  const during = report.calls.filter(
    (call) => call.startedAt >= startedAt && call.startedAt < healedAt - FAIL_FAST_MS,
  );
  const slow = during.filter((call) => call.endedAt - call.startedAt > FAIL_FAST_MS);
  expect.soft(during.length, 'calls were made during the outage').toBeGreaterThan(0);
  expect
    .soft(
      slow.map((call) => `${call.kind} ${call.outcome} after ${call.endedAt - call.startedAt} ms`),
      `calls during the outage answered within ${FAIL_FAST_MS} ms`,
    )
    .toEqual([]);
  // A success (the sandbox's Pay answers a redirect) or 503: never a wrong 4xx or another 5xx.
  const unexpected = during.filter(
    (call) => typeof call.outcome !== 'number' || (call.outcome >= 400 && call.outcome !== 503),
  );
  expect
    .soft(
      unexpected.map((call) => `${call.kind} ${call.outcome}`),
      'calls during the outage answered with a success or 503',
    )
    .toEqual([]);
  const wallReads = during.filter((call) => call.kind === 'wall');
  expect
    .soft(
      wallReads.filter((call) => call.outcome !== 200).length,
      'the wall, which needs no Redis, kept answering',
    )
    .toBe(0);
}

describe('Redis under a stream of reactions, publications and sign-ups', () => {
  test.each(['with its data', 'empty'] as const)(
    'stopped for 10 s, then restarted %s',
    async (how) => {
      const report = await runFault(redisOutage(how === 'with its data'));
      process.stdout.write(faultFigures(report));
      expectInvariants(report);
      expectFailFast(report);
    },
  );
});
