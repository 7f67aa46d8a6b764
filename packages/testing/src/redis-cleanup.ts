import type { Redis } from 'ioredis';
import { createRedis } from '@wishwall/events/create-redis';

/** Deletes every key under `<prefix>:` (streams, queues, markers, limits) over `redis`. */
export async function deleteKeysUnder(redis: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  const keys = redis.scanStream({ match: `${prefix}:*`, count: 1000 });
  for await (const batch of keys as AsyncIterable<string[]>) {
    if (batch.length > 0) deleted += await redis.unlink(...batch);
  }
  return deleted;
}

/** Deletes every key under `<prefix>:` of a finished run, over a connection of its own. */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<number> {
  const redis = createRedis(redisUrl, 'wishwall-test-cleanup');
  try {
    return await deleteKeysUnder(redis, prefix);
  } finally {
    redis.disconnect();
  }
}
