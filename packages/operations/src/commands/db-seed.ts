import { migrateToLatest } from '@wishwall/db/migrator';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { seedDemoWall } from '../demo/demo-wall.seed.ts';
import { withCliDatabase } from './with-cli-database.ts';

// `pnpm db:seed` fills an empty DATABASE_URL with the demo wall; it refuses to touch a
// database that already has users. (`pnpm start` seeds its embedded database itself.)
await withCliDatabase(async (db) => {
  await migrateToLatest(db);
  if ((await new UserRepository(db).count()) > 0) {
    console.log('The database already has users; not seeding.');
    return;
  }
  const summary = await seedDemoWall(db);
  console.log(
    `Seeded ${summary.wishes} wishes by ${summary.users} users with ${summary.votes} votes.`,
  );
});
