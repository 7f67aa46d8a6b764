// `pnpm test:e2e`: the browser tier. Builds the web client unless `web/dist` is newer than
// everything it is built from, then runs Playwright: in one process by default, or in
// E2E_SHARDS processes side by side, each with a whole system of its own (its port, database,
// Redis prefix, mail catcher and output folder: see tests/e2e/global-setup.ts), failing when
// any shard fails. Arguments go to Playwright as they are
// (`pnpm test:e2e tests/e2e/wallet.spec.ts`). docs/performance.md#how-long-pnpm-test-takes has
// the figures that chose the default.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEFAULT_SHARDS = 1;
/** What `vite build` reads: the client, the packages it imports and the locked dependencies. */
const BUILD_INPUTS = ['web', 'packages/contracts/src', 'packages/domain/src', 'pnpm-lock.yaml'];
const NOT_INPUTS = new Set(['node_modules', 'dist']);
const BUILT = path.join(ROOT, 'web/dist/index.html');

function newestChange(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (NOT_INPUTS.has(name)) continue;
    newest = Math.max(newest, newestChange(path.join(entry, name)));
  }
  return newest;
}

/** The build is fresh when its output is newer than every file it was made from. */
function buildIsFresh(): boolean {
  if (!existsSync(BUILT)) return false;
  const builtAt = statSync(BUILT).mtimeMs;
  return BUILD_INPUTS.every((input) => newestChange(path.join(ROOT, input)) < builtAt);
}

function shardCount(): number {
  const raw = process.env['E2E_SHARDS'];
  if (raw === undefined || raw === '') return DEFAULT_SHARDS;
  const shards = Number(raw);
  if (!Number.isInteger(shards) || shards < 1 || shards > 8) {
    console.error(`e2e: E2E_SHARDS must be a whole number from 1 to 8, not "${raw}".`);
    process.exit(2);
  }
  return shards;
}

/** Runs a command; with a label, each line it prints is prefixed so shards read apart. */
function run(command: string, args: readonly string[], label?: string): Promise<number> {
  return new Promise((resolve) => {
    const env = { ...process.env };
    // Each Playwright process picks a free port of its own (playwright.config.ts).
    if (label !== undefined) delete env['E2E_PORT'];
    const child = spawn(command, args, {
      cwd: ROOT,
      env,
      stdio: label === undefined ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    if (label !== undefined) {
      for (const stream of [child.stdout, child.stderr]) {
        if (!stream) continue;
        createInterface({ input: stream }).on('line', (line) => console.log(`${label} ${line}`));
      }
    }
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const args = process.argv.slice(2);
const shards = shardCount();

if (buildIsFresh()) {
  console.log('e2e: web/dist is newer than its sources; not building again');
} else {
  const built = await run('pnpm', ['run', '--silent', 'build']);
  if (built !== 0) process.exit(built);
}

const playwright = path.join(ROOT, 'node_modules/.bin/playwright');
if (shards === 1) {
  process.exitCode = await run(playwright, ['test', ...args]);
} else {
  const codes = await Promise.all(
    Array.from({ length: shards }, (_, index) =>
      run(
        playwright,
        // Each its own output folder: Playwright empties it at the start, and traces of two
        // processes' first workers would otherwise share one name.
        [
          'test',
          `--shard=${index + 1}/${shards}`,
          `--output=test-results/shard-${index + 1}`,
          ...args,
        ],
        `[${index + 1}/${shards}]`,
      ),
    ),
  );
  const failed = codes.flatMap((code, index) => (code === 0 ? [] : [`${index + 1}/${shards}`]));
  console.log(
    failed.length === 0
      ? `e2e: all ${shards} shards passed`
      : `e2e: shard ${failed.join(', ')} failed (lines prefixed [n/${shards}] above)`,
  );
  process.exitCode = failed.length === 0 ? 0 : 1;
}
