import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { CleanupStack } from '@wishwall/testing/cleanup-stack';
import { adminQuery, provideTestPostgres, withDatabase } from '@wishwall/testing/test-services';

export interface ScratchPostgres {
  name: string;
  url: string;
  /** The server's admin connection, which fault injection acts through. */
  adminUrl: string;
}

/**
 * An empty database of the fault run's own on the tests' Postgres (the product migrates and
 * seeds it at its first start); dropped at cleanup, with any connection still open.
 */
export async function createScratchPostgres(cleanup: CleanupStack): Promise<ScratchPostgres> {
  const postgres = await provideTestPostgres();
  cleanup.push('stop the tests’ Postgres', () => postgres.stop());
  const name = `wwfault_${randomBytes(4).toString('hex')}`;
  await adminQuery(postgres.adminUrl, `create database ${pg.escapeIdentifier(name)}`);
  cleanup.push(`drop database ${name}`, () =>
    adminQuery(
      postgres.adminUrl,
      `drop database if exists ${pg.escapeIdentifier(name)} with (force)`,
    ),
  );
  return { name, url: withDatabase(postgres.adminUrl, name), adminUrl: postgres.adminUrl };
}
