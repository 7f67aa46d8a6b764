import { setTimeout as sleep } from 'node:timers/promises';
import { describe, test } from 'vitest';
import { expectInvariants } from './src/expect-invariants.ts';
import { faultFigures } from './src/fault-figures.ts';
import { runFault } from './src/fault-run.ts';

const PAUSE_MS = 5000;
/**
 * A job the killed process was running is found stalled in two of BullMQ's checks 30 s apart
 * (one notes the active jobs, the next moves back those whose 30-s lock has gone), and the
 * killed process's last check holds off the new worker's first one for up to 30 s: its mail
 * may take up to 90 s to arrive (docs/reliability.md). 65 s was seen to be too short.
 */
const AFTER_KILL_SETTLE_MS = 95_000;
/**
 * The mail jobs a kill can cut: the worker runs 4 at a time. One cut after the SMTP server
 * accepted its mail but before BullMQ recorded it done runs again and sends it twice.
 */
const MAIL_JOBS_CUT_AT_MOST = 4;

describe('the product process under a stream of reactions, publications and sign-ups', () => {
  test(`paused (SIGSTOP) for ${PAUSE_MS / 1000} s, then resumed`, async () => {
    const report = await runFault({
      name: `process paused for ${PAUSE_MS / 1000} s`,
      async inject({ product }) {
        const startedAt = Date.now();
        product.pause();
        await sleep(PAUSE_MS);
        product.resume();
        return { startedAt, healedAt: Date.now() };
      },
    });
    process.stdout.write(faultFigures(report));
    expectInvariants(report);
  });

  test('killed (SIGKILL) mid-burst, then restarted', async () => {
    const report = await runFault({
      name: 'process killed and restarted',
      settleTimeoutMs: AFTER_KILL_SETTLE_MS,
      repeatableMails: MAIL_JOBS_CUT_AT_MOST,
      async inject({ product }) {
        const startedAt = Date.now();
        await product.kill();
        await product.launch();
        return { startedAt, healedAt: Date.now() };
      },
    });
    process.stdout.write(faultFigures(report));
    expectInvariants(report);
  });
});
