import { expect } from 'vitest';
import type { FaultReport } from './fault-run.ts';

const OUTPUT_LINES_SHOWN = 40;

/**
 * One soft assertion per invariant, so a failing run names every invariant it broke, and
 * one that the product never crashed; a failure shows the product's last log lines.
 */
export function expectInvariants(report: FaultReport): void {
  expect.soft(report.productCrashes, `${report.name}: the product crashed`).toEqual([]);
  for (const invariant of report.invariants) {
    expect
      .soft(invariant.holds, `${report.name}: ${invariant.name}: ${invariant.detail}`)
      .toBe(true);
  }
  const broken = report.productCrashes.length > 0 || report.invariants.some((i) => !i.holds);
  if (broken) {
    const lines = report.productOutput.split('\n').slice(-OUTPUT_LINES_SHOWN).join('\n');
    process.stderr.write(`${report.name}: the product's last log lines:\n${lines}\n`);
  }
}
