import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';

// Postgres bigint ids stay strings (exact beyond 2^53); timestamps become Dates (pg default).

export interface DbOptions {
  url: string;
  poolSize?: number;
  applicationName?: string;
  /**
   * Called when an idle pooled connection dies (Postgres restarted, say). The pool drops the
   * connection and opens a new one on demand; without a listener the error would crash.
   */
  onIdleError?: (error: Error) => void;
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
  });
  pool.on('error', onIdleError);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
