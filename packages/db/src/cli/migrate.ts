import { loadConfig } from '@wishwall/config/config';
import { createDb } from '../create-db.ts';
import { migrateDown, migrateToLatest } from '../migrator.ts';

// `pnpm db:migrate` migrates DATABASE_URL to the latest schema; `pnpm db:migrate down`
// reverts the newest migration. Exits non-zero on any failure.
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('DATABASE_URL is not set. (`pnpm start` migrates its embedded database itself.)');
  process.exit(2);
}
const db = createDb({ url: config.databaseUrl, poolSize: 1 });
try {
  const direction = process.argv[2] === 'down' ? 'down' : 'up';
  const { results = [] } = direction === 'down' ? await migrateDown(db) : await migrateToLatest(db);
  for (const { migrationName, direction: dir } of results) console.log(`${dir} ${migrationName}`);
  if (results.length === 0) console.log('Already up to date.');
} catch (error) {
  console.error(String(error));
  process.exitCode = 1;
} finally {
  await db.destroy();
}
