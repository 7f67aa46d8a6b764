import { loadConfig } from '@wishwall/config/config';
import { AppError } from '@wishwall/contracts/app-error';
import type { Db } from '@wishwall/db/database';
import { createDb } from '@wishwall/db/create-db';

/**
 * Runs an operator command against DATABASE_URL: an AppError is printed as `code: message`
 * and exits 1, the connection is always closed.
 */
export async function withCliDatabase(run: (db: Db) => Promise<void>): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error('DATABASE_URL is not set.');
    process.exit(2);
  }
  const db = createDb({ url: config.databaseUrl, poolSize: 1 });
  try {
    await run(db);
  } catch (error) {
    console.error(error instanceof AppError ? `${error.code}: ${error.message}` : String(error));
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}
