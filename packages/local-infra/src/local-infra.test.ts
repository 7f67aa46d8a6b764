import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  embeddedPostgresProblem,
  ensureDatabase,
  postgresAnswers,
  startEmbeddedPostgres,
} from './embedded-postgres.ts';
import { redisAnswers, startLocalRedis } from './local-redis.ts';

// The fallbacks `pnpm start` and the test setup use on a machine without Postgres or Redis.
// Where both run (CI here), only these tests exercise them.

const dirs: string[] = [];
async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'wishwall-infra-'));
  // Run as root, the server runs as the postgres user, who must be able to enter the folder.
  await chmod(dir, 0o755);
  dirs.push(dir);
  return dir;
}
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

describe('local infrastructure', () => {
  it('starts the embedded PostgreSQL, keeps its data across restarts, and stops it', async () => {
    const dataDir = path.join(await tempDir(), 'postgres');
    const problem = embeddedPostgresProblem(dataDir);
    if (problem) {
      // Run as root from a checkout the postgres user cannot enter (CI's mktemp clone): the
      // server cannot run, and saying so at once beats initdb's EACCES and a hang.
      await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(problem);
      return;
    }
    const first = await startEmbeddedPostgres({ dataDir });
    await ensureDatabase(first.adminUrl, 'wishwall');
    await ensureDatabase(first.adminUrl, 'wishwall'); // idempotent
    await first.stop();
    expect(await postgresAnswers(first.urlFor('wishwall'))).toBe(false);

    const second = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await postgresAnswers(second.urlFor('wishwall'))).toBe(true);
    } finally {
      await second.stop();
    }
  });

  it('starts a redis-server from the PATH and stops it', async () => {
    const redis = await startLocalRedis({ dataDir: await tempDir() });
    expect(await redisAnswers(redis.url)).toBe(true);
    await redis.stop();
    expect(await redisAnswers(redis.url)).toBe(false);
  });
});
