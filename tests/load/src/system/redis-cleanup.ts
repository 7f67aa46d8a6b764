import { createRedis } from '@wishwall/events/create-redis';

/** Deletes every key under `<prefix>:` (streams, queues, markers, limits) of a finished run. */
export async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<number> {
  const redis = createRedis(redisUrl, 'wishwall-load-cleanup');
  let deleted = 0;
  try {
    const keys = redis.scanStream({ match: `${prefix}:*`, count: 1000 });
    for await (const batch of keys as AsyncIterable<string[]>) {
      if (batch.length > 0) deleted += await redis.unlink(...batch);
    }
  } finally {
    redis.disconnect();
  }
  return deleted;
}
