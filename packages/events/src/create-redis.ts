import { Redis, type RedisOptions } from 'ioredis';

/**
 * A Redis connection that reconnects forever with capped backoff. `maxRetriesPerRequest:
 * null` is what BullMQ requires and what blocking stream reads need: commands wait for the
 * reconnection instead of failing while Redis restarts.
 */
export function createRedis(url: string, name: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => Math.min(50 * 2 ** attempt, 2000),
    ...options,
  });
}
