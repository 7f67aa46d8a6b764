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
  return withDatabase(adminUrl, name);
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await adminQuery(adminUrl, `drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
}
