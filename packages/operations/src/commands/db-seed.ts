import { loadConfig } from '@wishwall/config/config';
import { createDb } from '@wishwall/db/create-db';
import { migrateToLatest } from '@wishwall/db/migrator';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { seedDemoWall } from '../demo/demo-wall.seed.ts';

// `pnpm db:seed` fills an empty DATABASE_URL with the demo wall; it refuses to touch a
// database that already has users.
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('DATABASE_URL is not set. (`pnpm start` seeds its embedded database itself.)');
  process.exit(2);
}
const db = createDb({ url: config.databaseUrl, poolSize: 1 });
try {
  await migrateToLatest(db);
  if ((await new UserRepository(db).count()) > 0) {
    console.log('The database already has users; not seeding.');
  } else {
    const summary = await seedDemoWall(db);
    console.log(
      `Seeded ${summary.wishes} wishes by ${summary.users} users with ${summary.votes} votes.`,
    );
  }
} catch (error) {
  console.error(String(error));
  process.exitCode = 1;
} finally {
  await db.destroy();
}
