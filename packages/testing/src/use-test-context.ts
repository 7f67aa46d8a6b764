import { Redis } from 'ioredis';
import { afterAll, beforeAll, inject } from 'vitest';
import { loadConfig, type Config } from '@wishwall/config/config';
import { createDb } from '@wishwall/db/create-db';
import type { Db } from '@wishwall/db/database';
import { deleteKeysUnder } from './redis-cleanup.ts';
import { testDatabaseName } from './run-databases.ts';
import { cloneDatabase, dropDatabase } from './template-database.ts';

export interface TestContext {
  /** This file's own database, cloned from the migrated template. */
  databaseUrl: string;
  db: Db;
  redisUrl: string;
  /** This file's own Redis key prefix: streams, queues and markers never collide. */
  redisPrefix: string;
  redis: Redis;
  config: Config;
}

/**
 * Gives the calling test file its own database and Redis key space for all its tests, and
 * removes both afterwards. Call it at the top level of the file.
 */
export function useTestContext(): TestContext {
  const context = {} as TestContext;
  const name = testDatabaseName(inject('runnerTag'));
  const adminUrl = () => inject('postgresAdminUrl');

  beforeAll(async () => {
    context.databaseUrl = await cloneDatabase(adminUrl(), inject('templateDatabase'), name);
    context.db = createDb({ url: context.databaseUrl, poolSize: 20 });
    context.redisUrl = inject('redisUrl');
    context.redisPrefix = `test-${name}`;
    context.redis = new Redis(context.redisUrl, { maxRetriesPerRequest: null });
    context.config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: context.databaseUrl,
      REDIS_URL: context.redisUrl,
      REDIS_PREFIX: context.redisPrefix,
      OUTBOX_POLL_MS: '200',
      GATEWAY_TICK_MS: '50',
    });
  });

  afterAll(async () => {
    await context.db?.destroy();
    if (context.redis) {
      await deleteKeysUnder(context.redis, context.redisPrefix);
      context.redis.disconnect();
    }
    await dropDatabase(adminUrl(), name);
  });

  return context;
}
