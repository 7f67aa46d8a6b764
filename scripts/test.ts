// `pnpm test`: every tier, one after another, stopping at the first that fails, and then how
// long each took (docs/performance.md#how-long-pnpm-test-takes records the figures).
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const oneMinuteLoad = (): number => loadavg()[0] ?? 0;

const TIERS = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit and integration (Vitest)', script: 'test:unit' },
  { name: 'fault runs', script: 'test:faults' },
  { name: 'browser (build and Playwright)', script: 'test:e2e' },
] as const;

interface Outcome {
  name: string;
  seconds: number;
  code: number;
}

function run(script: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', '--silent', script], { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function report(outcomes: readonly Outcome[], startLoad: number): string {
  const width = Math.max(...outcomes.map((outcome) => outcome.name.length));
  const total = outcomes.reduce((sum, outcome) => sum + outcome.seconds, 0);
  const lines = outcomes.map(
    ({ name, seconds, code }) =>
      `  ${name.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s${code === 0 ? '' : '  FAILED'}`,
  );
  const load = oneMinuteLoad().toFixed(2);
  return [
    '',
    'pnpm test, per tier:',
    ...lines,
    `  ${'total'.padEnd(width)}  ${total.toFixed(0).padStart(5)} s`,
    `  one-minute load average: ${startLoad.toFixed(2)} at the start, ${load} at the end`,
    '',
  ].join('\n');
}

const outcomes: Outcome[] = [];
const startLoad = oneMinuteLoad();
let exitCode = 0;
for (const tier of TIERS) {
  const started = performance.now();
  const code = await run(tier.script);
  outcomes.push({ name: tier.name, seconds: (performance.now() - started) / 1000, code });
  if (code !== 0) {
    exitCode = code;
    break;
  }
}
console.log(report(outcomes, startLoad));
process.exitCode = exitCode;
