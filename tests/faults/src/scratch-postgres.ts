import pg from 'pg';
import type { CleanupStack } from '@wishwall/testing/cleanup-stack';
import { leftOverDatabases, takeRunLease, testDatabaseName } from '@wishwall/testing/run-databases';
import { dropDatabase } from '@wishwall/testing/template-database';
import { adminQuery, provideTestPostgres, withDatabase } from '@wishwall/testing/test-services';

export interface ScratchPostgres {
  name: string;
  url: string;
  /** The server's admin connection, which fault injection acts through. */
  adminUrl: string;
}

/**
 * An empty database of the fault run's own on the tests' Postgres (the product migrates and
 * seeds it at its first start); dropped at cleanup, with any connection still open. The run holds
 * a lease on it (`run-databases.ts`) until then, so that a run killed before its cleanup leaves
 * nothing for long: the next fault run drops the scratch databases nobody holds.
 */
export async function createScratchPostgres(cleanup: CleanupStack): Promise<ScratchPostgres> {
  const postgres = await provideTestPostgres();
  cleanup.push('stop the tests’ Postgres', () => postgres.stop());
  const lease = await takeRunLease(postgres.adminUrl);
  cleanup.push('release the run’s lease', () => lease.release());
  for (const left of await leftOverDatabases(postgres.adminUrl, ['fault'])) {
    await dropDatabase(postgres.adminUrl, left);
  }
  const name = testDatabaseName(lease.tag, 'fault');
  await adminQuery(postgres.adminUrl, `create database ${pg.escapeIdentifier(name)}`);
  cleanup.push(`drop database ${name}`, () => dropDatabase(postgres.adminUrl, name));
  return { name, url: withDatabase(postgres.adminUrl, name), adminUrl: postgres.adminUrl };
}
