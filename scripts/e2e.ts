// `pnpm test:e2e`: the browser tier. Builds the web client unless `web/dist` is newer than
// everything it is built from, then runs Playwright, whose workers (E2E_WORKERS, one by default)
// each run specs against a whole system of its own (tests/e2e/global-setup.ts). Arguments go to
// Playwright as they are (`pnpm test:e2e tests/e2e/wallet.spec.ts`, `--trace on`).
// docs/performance.md#how-long-pnpm-test-takes has the figures that chose the default.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** What `vite build` reads: the client, the packages it imports and the locked dependencies. */
const BUILD_INPUTS = ['web', 'packages/contracts/src', 'packages/domain/src', 'pnpm-lock.yaml'];
// The client build (dist) and the server renderer's (dist-server) are outputs, not inputs.
const NOT_INPUTS = new Set(['node_modules', 'dist', 'dist-server']);
const BUILT = path.join(ROOT, 'web/dist/index.html');
const SERVER_BUILT = path.join(ROOT, 'web/dist-server/entry-server.js');

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
  if (!existsSync(BUILT) || !existsSync(SERVER_BUILT)) return false;
  // The older of the two: the server's build comes second and may have failed after the client's.
  const builtAt = Math.min(statSync(BUILT).mtimeMs, statSync(SERVER_BUILT).mtimeMs);
  return BUILD_INPUTS.every((input) => newestChange(path.join(ROOT, input)) < builtAt);
}

/** Runs a command with this terminal, resolving to its exit code. */
function run(command: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const args = process.argv.slice(2);

if (buildIsFresh()) {
  console.log('e2e: web/dist is newer than its sources; not building again');
} else {
  const built = await run('pnpm', ['run', '--silent', 'build']);
  if (built !== 0) process.exit(built);
}

const playwright = path.join(ROOT, 'node_modules/.bin/playwright');
process.exitCode = await run(playwright, ['test', ...args]);
