import { createHash, randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { deleteRedisKeys } from './redis-cleanup.ts';
import { dropDatabase } from './template-database.ts';
import { adminRows } from './test-services.ts';

/**
 * The databases a Vitest run makes are named after the run: this machine (a hash of its host
 * name) and the process id of the runner, or of the worker that made them (which ends with the
 * runner). A run killed before its teardown (Ctrl-C) leaves its template, the clones of the
 * files it was running with their Redis keys, and the fault runs' scratch databases; the next
 * run removes those of a process on this machine that is gone, never a running one's, and
 * never those of another machine sharing the server, whose process ids mean nothing here.
 */
const HOST = createHash('sha256').update(hostname()).digest('hex').slice(0, 4);

/** What a run's database is for: its template, a test file's clone, or a fault run's scratch. */
export type RunDatabaseKind = 'template' | 'file' | 'fault';

const PREFIXES: Record<RunDatabaseKind, string> = {
  template: 'wwt_template',
  file: 'wwt',
  fault: 'wwfault',
};

/** `<prefix>_<host>_<pid>_<random>`, the prefix one of PREFIXES'. */
const RUN_DATABASE = /^(?:wwt_template|wwt|wwfault)_([0-9a-f]{4})_(\d+)_[0-9a-f]+$/;

/** The run's tag: this machine and the runner's process id (`pid`, this process's by default). */
export function runnerTag(pid: number = process.pid): string {
  return `${HOST}_${pid}`;
}

/** A new database name of the run tagged `runner`. */
export function testDatabaseName(runner: string, kind: RunDatabaseKind = 'file'): string {
  return `${PREFIXES[kind]}_${runner}_${randomBytes(6).toString('hex')}`;
}

/** Whether a process with this id is running (one of another user's still counts). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `database` was made by a Vitest run on this machine whose process is gone. */
export function isLeftOver(database: string): boolean {
  const match = RUN_DATABASE.exec(database);
  return match !== null && match[1] === HOST && !isRunning(Number(match[2]));
}

/**
 * Drops what killed runs on this machine left: their databases, and with `redisUrl` the Redis
 * keys of each file's database (`test-<database>:…`; a fault run's Redis ends with it). Returns
 * the databases dropped.
 */
export async function removeLeftovers(adminUrl: string, redisUrl?: string): Promise<string[]> {
  const rows = await adminRows<{ datname: string }>(
    adminUrl,
    `select datname from pg_database where datname like 'wwt\\_%' or datname like 'wwfault\\_%'`,
  );
  const leftOver = rows.map((row) => row.datname).filter(isLeftOver);
  for (const database of leftOver) {
    await dropDatabase(adminUrl, database);
    if (redisUrl) await deleteRedisKeys(redisUrl, `test-${database}`);
  }
  return leftOver;
}
