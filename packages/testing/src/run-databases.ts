import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { deleteRedisKeys } from './redis-cleanup.ts';
import { dropDatabase } from './template-database.ts';
import { adminRows } from './test-services.ts';

/**
 * The databases a test run makes carry the run's tag, and while the run lasts it holds one
 * connection to the server named after that tag (a lease). A run killed before its teardown
 * (Ctrl-C) leaves its databases — Vitest's template and the clones of the files then running,
 * with their Redis keys; a fault run's scratch; a browser-tier system's, with its keys and
 * uploads — and its lease ends with its process. The next run drops the databases whose tag
 * has no lease. Postgres itself says which runs are alive, so a run on another machine or in
 * another container sharing the server keeps its databases whatever its process ids.
 */

/**
 * What a run's database is for: Vitest's template, a test file's clone, a fault run's scratch,
 * or a browser-tier system's (whose leftovers `tests/e2e/global-setup.ts` removes, uploads and
 * all).
 */
export type RunDatabaseKind = 'template' | 'file' | 'fault' | 'e2e';

const PREFIXES: Record<RunDatabaseKind, string> = {
  template: 'wwt_template',
  file: 'wwt',
  fault: 'wwfault',
  e2e: 'wwe2e',
};

/** `<prefix>_<run tag>_<random>`. */
const RUN_DATABASE = /^(wwt_template|wwt|wwfault|wwe2e)_([0-9a-f]{10})_[0-9a-f]+$/;
/** The lease's connection name: this, then the run's tag. */
const LEASE_NAME = 'wishwall-test-run ';

/** A run's hold on its databases: one idle connection named after its tag. */
export interface RunLease {
  /** Goes into the names of the run's databases (`testDatabaseName`). */
  tag: string;
  release(): Promise<void>;
}

/** Takes a new run's lease: before it makes any database, so none is ever without one. */
export async function takeRunLease(adminUrl: string): Promise<RunLease> {
  const tag = randomBytes(5).toString('hex');
  const client = new pg.Client({
    connectionString: adminUrl,
    application_name: `${LEASE_NAME}${tag}`,
  });
  // A server that goes away ends the lease; the run then fails on its own connections anyway.
  client.on('error', () => {});
  await client.connect();
  return { tag, release: () => client.end() };
}

/** A new database name of the run tagged `tag`. */
export function testDatabaseName(tag: string, kind: RunDatabaseKind = 'file'): string {
  return `${PREFIXES[kind]}_${tag}_${randomBytes(6).toString('hex')}`;
}

/**
 * The databases of the given kinds whose run holds no lease: left by killed runs. Names this
 * code did not make are never among them.
 */
export async function leftOverDatabases(
  adminUrl: string,
  kinds: readonly RunDatabaseKind[],
): Promise<string[]> {
  const [databases, leases] = await Promise.all([
    adminRows<{ datname: string }>(adminUrl, 'select datname from pg_database'),
    adminRows<{ application_name: string }>(
      adminUrl,
      `select application_name from pg_stat_activity where application_name like '${LEASE_NAME}%'`,
    ),
  ]);
  const live = new Set(leases.map((row) => row.application_name.slice(LEASE_NAME.length)));
  const prefixes = new Set(kinds.map((kind) => PREFIXES[kind]));
  return databases
    .map((row) => row.datname)
    .filter((name) => {
      const [, prefix = '', tag = ''] = RUN_DATABASE.exec(name) ?? [];
      return prefixes.has(prefix) && tag !== '' && !live.has(tag);
    });
}

/**
 * Drops what killed Vitest and fault runs left: their databases and the Redis keys of each
 * file's database (`test-<database>:…`; a fault run's own redis-server ended with it). Returns
 * the databases dropped.
 */
export async function removeLeftovers(adminUrl: string, redisUrl: string): Promise<string[]> {
  const leftOver = await leftOverDatabases(adminUrl, ['template', 'file', 'fault']);
  for (const database of leftOver) {
    await dropDatabase(adminUrl, database);
    await deleteRedisKeys(redisUrl, `test-${database}`);
  }
  return leftOver;
}
