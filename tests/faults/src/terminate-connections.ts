import pg from 'pg';
import type { ScratchPostgres } from './scratch-postgres.ts';

/**
 * Terminates every connection to the scratch database but the caller's own, as an operator's
 * `pg_terminate_backend` or a Postgres failover would: the product's pool, its LISTEN
 * connection and its queries in flight all lose their server. Answers how many were cut.
 */
export async function terminateConnections(database: ScratchPostgres): Promise<number> {
  const client = new pg.Client({ connectionString: database.adminUrl });
  await client.connect();
  try {
    const result = await client.query<{ terminated: boolean }>(
      `select pg_terminate_backend(pid) as terminated from pg_stat_activity
       where datname = $1 and pid <> pg_backend_pid()`,
      [database.name],
    );
    return result.rows.filter((row) => row.terminated).length;
  } finally {
    await client.end();
  }
}
