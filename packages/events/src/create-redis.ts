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

/**
 * The longest one Redis command of a request waits for its answer. With auto-pipelining a
 * command goes out once the pipeline in flight has answered (or timed out), so a request that
 * needs a Redis which has stopped answering gets its 503 within twice this.
 */
export const REQUEST_REDIS_TIMEOUT_MS = 300;

/**
 * What makes a connection fail fast (see `createRequestRedis`); also for `duplicate()` of a
 * connection whose commands must never wait out an outage, such as a heartbeat's, whose stop
 * then never hangs on Redis.
 */
export const FAIL_FAST_REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: REQUEST_REDIS_TIMEOUT_MS,
} as const satisfies RedisOptions;

/**
 * A connection for the request path (decision 0018): it reconnects forever too, but a
 * command never waits for the reconnection. Sent while Redis is unreachable, it fails at
 * once; in flight when the connection drops, it fails then; unanswered (Redis paused, the
 * network gone), it fails after `REQUEST_REDIS_TIMEOUT_MS`. A call that needs Redis then
 * answers `503 service_unavailable` instead of waiting out the outage.
 */
export function createRequestRedis(url: string, name: string, options: RedisOptions = {}): Redis {
  return createRedis(url, name, { ...FAIL_FAST_REDIS_OPTIONS, ...options });
}
