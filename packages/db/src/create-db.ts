import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';

// Postgres bigint ids stay strings (exact beyond 2^53); timestamps become Dates (pg default).

export interface DbOptions {
  url: string;
  poolSize?: number;
  applicationName?: string;
  /**
   * Called when a pooled connection dies (Postgres restarted, or the connection terminated)
   * while no query of it is running: idle in the pool, or checked out between two queries
   * of a transaction. The pool drops the connection and opens a new one on demand; the
   * transaction's next query fails. Without a listener the error would crash the process.
   */
  onIdleError?: (error: Error) => void;
}

/** How much of a process's Postgres pool is in use, for its metrics. */
export interface PoolUse {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

const pools = new WeakMap<object, pg.Pool>();

/** The pool behind a `createDb` handle (undefined for any other). */
export function poolUseOf(db: object): PoolUse | undefined {
  const pool = pools.get(db);
  return pool
    ? {
        max: pool.options.max ?? 10,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }
    : undefined;
}

export function createDb({
  url,
  poolSize = 10,
  applicationName = 'wishwall',
  onIdleError = (error) => console.warn(`idle Postgres connection lost: ${error.message}`),
}: DbOptions) {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: applicationName,
    // No JIT compilation (decision 0029): every query here is short, and Postgres compiles one
    // whose estimated cost passes jit_above_cost — a rare-word search over a million wishes,
    // say — spending tens of milliseconds to save less than one.
    options: '-c jit=off',
  });
  // Each connection reports its own death, checked out or idle. The pool listens only while
  // a connection is idle in it, and then re-emits the same error, already reported.
  pool.on('connect', (client) => client.on('error', onIdleError));
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  return db;
}
