import { promises as fs } from 'node:fs';
import path from 'node:path';
import { FileMigrationProvider, Migrator, type MigrationResultSet } from 'kysely/migration';
import type { Db } from './database.ts';
import { backfillWishSearch } from './wish-search-backfill.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export function createMigrator(db: Db) {
  return new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: MIGRATIONS_DIR }),
  });
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/**
 * Migrates to the latest version, then finishes any backfill the migrations began (in short
 * transactions of its own, decision 0052); throws naming the migration that failed.
 */
export async function migrateToLatest(db: Db): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateToLatest();
  throwOnFailure(result);
  await backfillWishSearch(db);
  return result;
}

export async function migrateDown(db: Db): Promise<MigrationResultSet> {
  const result = await createMigrator(db).migrateDown();
  throwOnFailure(result);
  return result;
}

function throwOnFailure({ error, results }: MigrationResultSet) {
  if (error === undefined) return;
  const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
  throw new MigrationError(`migration ${failed} failed: ${String(error)}`, { cause: error });
}
