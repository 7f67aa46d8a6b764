import pg from 'pg';
import type { CleanupStack } from '@wishwall/testing/cleanup-stack';
import { removeLeftovers, runnerTag, testDatabaseName } from '@wishwall/testing/run-databases';
import { adminQuery, provideTestPostgres, withDatabase } from '@wishwall/testing/test-services';

export interface ScratchPostgres {
  name: string;
  url: string;
  /** The server's admin connection, which fault injection acts through. */
  adminUrl: string;
}

/**
 * An empty database of the fault run's own on the tests' Postgres (the product migrates and
 * seeds it at its first start); dropped at cleanup, with any connection still open. Named after
 * this worker's process, so that a run killed before its cleanup leaves nothing for long: the
 * next fault run drops it (and what Vitest runs left, `run-databases.ts`).
 */
export async function createScratchPostgres(cleanup: CleanupStack): Promise<ScratchPostgres> {
  const postgres = await provideTestPostgres();
  cleanup.push('stop the tests’ Postgres', () => postgres.stop());
  await removeLeftovers(postgres.adminUrl);
  const name = testDatabaseName(runnerTag(), 'fault');
  await adminQuery(postgres.adminUrl, `create database ${pg.escapeIdentifier(name)}`);
  cleanup.push(`drop database ${name}`, () =>
    adminQuery(
      postgres.adminUrl,
      `drop database if exists ${pg.escapeIdentifier(name)} with (force)`,
    ),
  );
  return { name, url: withDatabase(postgres.adminUrl, name), adminUrl: postgres.adminUrl };
}
