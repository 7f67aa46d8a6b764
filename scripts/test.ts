// `pnpm test`: every tier, stopping at the first step that fails, and then how long each took
// (docs/performance.md#how-long-pnpm-test-takes records the figures). The type check and the
// lint each keep one core busy and share nothing, so they run side by side, their output held
// until each ends; the tiers that start servers run one after another.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const oneMinuteLoad = (): number => loadavg()[0] ?? 0;

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

async function timed(tier: { name: string; script: string }, held: boolean): Promise<Outcome> {
  const started = performance.now();
  const code = await run(tier.script, held);
  return { name: tier.name, seconds: (performance.now() - started) / 1000, code };
}

function report(outcomes: readonly Outcome[], totalSeconds: number, startLoad: number): string {
  const width = Math.max(...outcomes.map((outcome) => outcome.name.length));
  const lines = outcomes.map(
    ({ name, seconds, code }) =>
      `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${code === 0 ? '' : '  FAILED'}`,
  );
  const load = oneMinuteLoad().toFixed(2);
  return [
    '',
    'pnpm test, per tier (the first two side by side):',
    ...lines,
    `  ${'total'.padEnd(width)}  ${totalSeconds.toFixed(0).padStart(5)} s`,
    `  one-minute load average: ${startLoad.toFixed(2)} at the start, ${load} at the end`,
    '',
  ].join('\n');
}

const outcomes: Outcome[] = [];
const startLoad = oneMinuteLoad();
const started = performance.now();
let exitCode = 0;
for (const step of STEPS) {
  const results = await Promise.all(step.map((tier) => timed(tier, step.length > 1)));
  outcomes.push(...results);
  const failed = results.find((outcome) => outcome.code !== 0);
  if (failed) {
    exitCode = failed.code;
    break;
  }
}
console.log(report(outcomes, (performance.now() - started) / 1000, startLoad));
process.exitCode = exitCode;
