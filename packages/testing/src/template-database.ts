import pg from 'pg';
import { createDb } from '@wishwall/db/create-db';
import { migrateToLatest } from '@wishwall/db/migrator';
import { adminQuery, withDatabase } from './test-services.ts';

/**
 * Creates a freshly migrated database to clone per test file (`create database … template`),
 * so migrations run once per test run and files never see each other's rows.
 */
export async function createTemplateDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  await adminQuery(adminUrl, `create database ${pg.escapeIdentifier(name)}`);
  await tuneForTests(adminUrl, name);
  const db = createDb({ url: withDatabase(adminUrl, name), poolSize: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    // A template must have no open connections while it is cloned.
    await db.destroy();
  }
}

export async function cloneDatabase(adminUrl: string, template: string, name: string) {
  await adminQuery(
    adminUrl,
    `create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(template)}`,
  );
  await tuneForTests(adminUrl, name);
  return withDatabase(adminUrl, name);
}

/**
 * A test database does not wait for its commits to reach the disk: a crash of the server loses
 * the last few hundred milliseconds of a database that the next run drops anyway. Set per
 * database, since a shared server's own settings are not ours to change; a setting is not
 * copied by `create database … template`, so each clone gets it.
 */
async function tuneForTests(adminUrl: string, name: string): Promise<void> {
  await adminQuery(
    adminUrl,
    `alter database ${pg.escapeIdentifier(name)} set synchronous_commit = off`,
  );
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
}
