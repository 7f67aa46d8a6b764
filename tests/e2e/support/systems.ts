// One system under test per Playwright worker (tests/e2e/global-setup.ts starts them): what the
// runner and its workers share about which system is whose.

/** What a spec reads of the system its worker runs against, each kept per worker slot. */
const SYSTEM_VARIABLES = ['E2E_PORT', 'E2E_DATABASE_URL', 'E2E_MAIL_URL', 'E2E_JWT_SECRET'];

/** The environment variable holding `name` for the system of worker slot `slot`. */
export const systemVariable = (name: string, slot: number | string) => `${name}_${slot}`;

/**
 * In a worker, sets each of SYSTEM_VARIABLES to its value for the worker's own slot
 * (`TEST_PARALLEL_INDEX`, from 0 to the worker count less one; a worker started again after a
 * failure keeps its slot). Playwright loads the config in each worker before any spec, so the
 * config calls this and the specs read plain `E2E_DATABASE_URL` and the like. In the runner,
 * which has no slot and opens no page, it does nothing.
 */
export function useOwnSystem(): void {
  const slot = process.env['TEST_PARALLEL_INDEX'];
  if (slot === undefined) return;
  for (const name of SYSTEM_VARIABLES) {
    const value = process.env[systemVariable(name, slot)];
    // More worker slots than systems (a mode that runs the global set-up apart from its runs,
    // such as `--ui`): say so rather than run specs against nothing.
    if (value === undefined) {
      throw new Error(`no system was started for worker slot ${slot} (${name} is not set)`);
    }
    process.env[name] = value;
  }
}

/**
 * One: two are faster on the quicker kinds of machine (421 s against 536–555 s for the tier on
 * the fast one), but on the slow kind each spec took 2.4 times as long beside a second worker,
 * and waits failed. `E2E_WORKERS=2` runs two, each with a system of its own
 * (docs/decisions/0062-browser-tier-on-the-slow-machine.md).
 */
const DEFAULT_WORKERS = 1;

/** `E2E_WORKERS`, or the default: how many workers, and so systems, the browser tier runs. */
export function workerCount(): number {
  const raw = process.env['E2E_WORKERS'];
  if (raw === undefined || raw === '') return DEFAULT_WORKERS;
  const workers = Number(raw);
  if (!Number.isInteger(workers) || workers < 1 || workers > 8) {
    throw new Error(`E2E_WORKERS must be a whole number from 1 to 8, not "${raw}"`);
  }
  return workers;
}
