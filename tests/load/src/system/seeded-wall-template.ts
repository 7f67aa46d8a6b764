import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { createDb } from '@wishwall/db/create-db';
import { migrateToLatest } from '@wishwall/db/migrator';
import { adminQuery, withDatabase } from '@wishwall/testing/test-services';
import { print } from '../reports/print.ts';
import { WallSeedRepository } from './wall-seed.repository.ts';

const DB_SRC = path.resolve(import.meta.dirname, '../../../../packages/db/src');
const DEMO_SRC = path.resolve(import.meta.dirname, '../../../../packages/operations/src/demo');

/** What the seeded wall is made of: the schema's migrations, the seeding and its texts. */
export async function fingerprint(): Promise<string> {
  const hash = createHash('sha256');
  const migrations = (await readdir(path.join(DB_SRC, 'migrations'), { recursive: true })).sort();
  for (const file of migrations) hash.update(file);
  for (const file of [
    path.join(import.meta.dirname, 'wall-seed.repository.ts'),
    path.join(DEMO_SRC, 'demo-wishes.ts'),
  ]) {
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 10);
}

async function databaseNames(adminUrl: string, like: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [like],
    );
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database holding `wishes` published wishes, kept on the Postgres between runs and
 * cloned for each (`create database … template`, a file copy): seeding a million wishes takes
 * minutes, cloning them seconds. It is rebuilt when the migrations or the seeding change (its
 * name carries their fingerprint); older builds for the same size are dropped.
 */
export async function seededWallTemplate(adminUrl: string, wishes: number): Promise<string> {
  const prefix = `wwbench_wall_${wishes}_`;
  const name = `${prefix}${await fingerprint()}`;
  const existing = await databaseNames(adminUrl, `${prefix}%`);
  if (existing.includes(name)) {
    print(`  the seeded wall ${name}, kept from an earlier run`);
    return name;
  }
  for (const stale of existing) {
    await adminQuery(
      adminUrl,
      `drop database if exists ${pg.escapeIdentifier(stale)} with (force)`,
    );
  }
  const building = `${name}_building`;
  await adminQuery(adminUrl, `create database ${pg.escapeIdentifier(building)}`);
  const db = createDb({ url: withDatabase(adminUrl, building), poolSize: 1 });
  try {
    await migrateToLatest(db);
    print(`› Seeding ${wishes.toLocaleString('en-US')} published wishes (kept for later runs)…`);
    const t0 = performance.now();
    await new WallSeedRepository(db).seedPublishedWishes(wishes, 'wall');
    print(`  in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } finally {
    // A template must have no open connections while it is cloned.
    await db.destroy();
  }
  // Renamed only once complete: an interrupted build is never taken for a seeded wall.
  await adminQuery(
    adminUrl,
    `alter database ${pg.escapeIdentifier(building)} rename to ${pg.escapeIdentifier(name)}`,
  );
  return name;
}
