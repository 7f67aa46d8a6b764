import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, test } from 'vitest';
import { expectInvariants } from './src/expect-invariants.ts';
import { faultFigures } from './src/fault-figures.ts';
import { runFault } from './src/fault-run.ts';
import { terminateConnections } from './src/terminate-connections.ts';

const TERMINATIONS = 3;
const BETWEEN_TERMINATIONS_MS = 1000;

describe('Postgres under a stream of reactions, publications and sign-ups', () => {
  test('every connection of the product terminated mid-burst, three times', async () => {
    const terminated: number[] = [];
    const report = await runFault({
      name: `Postgres connections terminated ${TERMINATIONS} times, ${BETWEEN_TERMINATIONS_MS} ms apart`,
      async inject({ database }) {
        const startedAt = Date.now();
        for (let round = 0; round < TERMINATIONS; round++) {
          if (round > 0) await sleep(BETWEEN_TERMINATIONS_MS);
          terminated.push(await terminateConnections(database));
        }
        // Nothing heals Postgres here: the product must reconnect by itself.
        return { startedAt, healedAt: Date.now() };
      },
    });
    process.stdout.write(faultFigures(report));
    process.stdout.write(`  connections terminated per round: ${terminated.join(', ')}\n\n`);
    expect
      .soft(
        terminated.every((count) => count > 0),
        'the product had connections to cut',
      )
      .toBe(true);
    // A call whose connection was cut is told to try again (503), never a 500.
    const { startedAt, healedAt } = report.window;
    const unexpected = report.calls.filter(
      (call) =>
        call.startedAt >= startedAt &&
        call.startedAt <= healedAt &&
        (typeof call.outcome !== 'number' || (call.outcome >= 400 && call.outcome !== 503)),
    );
    expect
      .soft(
        unexpected.map((call) => `${call.kind} ${call.outcome}`),
        'calls during the fault answered with a success or 503',
      )
      .toEqual([]);
    expectInvariants(report);
  });
});
