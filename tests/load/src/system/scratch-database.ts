import { randomBytes } from 'node:crypto';
import { adminQuery, provideTestServices, withDatabase } from '@wishwall/testing/test-services';
import type { CleanupStack } from '@wishwall/testing/cleanup-stack';

export interface ScratchDatabase {
  name: string;
  databaseUrl: string;
  redisUrl: string;
}

/**
 * A fresh database (`<prefix>_<random>`) on the Postgres the tests use, like the browser
 * tests do; it is dropped, and any Postgres or Redis started for it stopped, at cleanup.
 */
export async function createScratchDatabase(
  prefix: string,
  cleanup: CleanupStack,
  /** Names a database to clone (given the server's admin URL); else an empty one. */
  template?: (adminUrl: string) => Promise<string>,
): Promise<ScratchDatabase> {
  const services = await provideTestServices();
  cleanup.push('stop test services', () => services.stop());
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const from = template ? ` template ${await template(services.postgresAdminUrl)}` : '';
  await adminQuery(services.postgresAdminUrl, `create database ${name}${from}`);
  cleanup.push(`drop database ${name}`, () =>
    adminQuery(services.postgresAdminUrl, `drop database if exists ${name} with (force)`),
  );
  return {
    name,
    databaseUrl: withDatabase(services.postgresAdminUrl, name),
    redisUrl: services.redisUrl,
  };
}
