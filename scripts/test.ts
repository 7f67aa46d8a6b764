// `pnpm test`: every tier, stopping at the first step that fails, and then how long each took
// (docs/performance.md#how-long-pnpm-test-takes records the figures). The type check and the
// lint each keep one core busy and share nothing, so they run side by side, their output held
// until each ends; the tiers that start servers run one after another. Beside each tier's
// seconds it prints the processor time the whole machine was busy meanwhile: on a quiet
// machine that is what the tier needs, and no tier runs in less than that over the cores.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { busySeconds } from './machine-cpu.ts';

const oneMinuteLoad = (): number => loadavg()[0] ?? 0;

function machineBusySeconds(): number | undefined {
  try {
    return busySeconds(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

const STEPS = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
  ],
  [{ name: 'unit and integration (Vitest)', script: 'test:unit' }],
  [{ name: 'fault runs', script: 'test:faults' }],
  [{ name: 'browser (build and Playwright)', script: 'test:e2e' }],
] as const;

interface Outcome {
  name: string;
  seconds: number;
  /** The machine's busy processor seconds while the step ran (a step's tiers share them). */
  busy: number | undefined;
  code: number;
}

/** Runs a package script; `held` keeps its output and prints it in one piece when it ends. */
function run(script: string, held: boolean): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', '--silent', script], {
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const done = (code: number) => {
      if (held) process.stdout.write(Buffer.concat(output));
      resolve(code);
    };
    child.on('error', () => done(1));
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function timed(tier: { name: string; script: string }, held: boolean) {
  const started = performance.now();
  const code = await run(tier.script, held);
  return { name: tier.name, seconds: (performance.now() - started) / 1000, code };
}

/** Runs a step's tiers side by side; each is charged the step's busy time. */
async function timedStep(step: readonly { name: string; script: string }[]): Promise<Outcome[]> {
  const busyBefore = machineBusySeconds();
  const results = await Promise.all(step.map((tier) => timed(tier, step.length > 1)));
  const busyAfter = machineBusySeconds();
  const busy =
    busyBefore === undefined || busyAfter === undefined ? undefined : busyAfter - busyBefore;
  return results.map((result) => ({ ...result, busy }));
}

const cpuText = (busy: number | undefined) =>
  busy === undefined ? '' : `  ${busy.toFixed(0).padStart(6)} CPU-s`;

function report(
  outcomes: readonly Outcome[],
  total: { seconds: number; busy: number | undefined },
  startLoad: number,
): string {
  const width = Math.max(...outcomes.map((outcome) => outcome.name.length));
  const lines = outcomes.map(
    ({ name, seconds, busy, code }) =>
      `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${cpuText(busy)}${code === 0 ? '' : '  FAILED'}`,
  );
  const load = oneMinuteLoad().toFixed(2);
  return [
    '',
    'pnpm test, per tier (the first two side by side, and sharing their CPU-s):',
    ...lines,
    `  ${'total'.padEnd(width)}  ${total.seconds.toFixed(0).padStart(5)} s${cpuText(total.busy)}`,
    `  one-minute load average: ${startLoad.toFixed(2)} at the start, ${load} at the end`,
    `  CPU-s: the whole machine's busy processor time (${availableParallelism()} cores), its other work included`,
    '',
  ].join('\n');
}

const outcomes: Outcome[] = [];
const startLoad = oneMinuteLoad();
const started = performance.now();
const busyAtStart = machineBusySeconds();
let exitCode = 0;
for (const step of STEPS) {
  const results = await timedStep(step);
  outcomes.push(...results);
  const failed = results.find((outcome) => outcome.code !== 0);
  if (failed) {
    exitCode = failed.code;
    break;
  }
}
const busyAtEnd = machineBusySeconds();
const totalBusy =
  busyAtStart === undefined || busyAtEnd === undefined ? undefined : busyAtEnd - busyAtStart;
console.log(
  report(outcomes, { seconds: (performance.now() - started) / 1000, busy: totalBusy }, startLoad),
);
process.exitCode = exitCode;
