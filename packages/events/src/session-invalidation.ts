import { Redis } from 'ioredis';
import { redisKeys } from './redis-keys.ts';

/** What the API processes' session caches forget: one token, or every session of a user. */
export type SessionInvalidation = { jti: string } | { userId: string };

/**
 * Tells every API process, from a process that is not one (the role command), to forget a
 * user's cached sessions: one PUBLISH on the channel their caches listen to (decision 0013).
 * Best effort and bounded: false when Redis did not take it within `timeoutMs`, and the
 * caches then drop the sessions within their 10-s TTL anyway (the revocation itself is in
 * Postgres).
 */
export async function announceSessionInvalidation(
  redisUrl: string,
  redisPrefix: string,
  invalidation: SessionInvalidation,
  timeoutMs = 2000,
): Promise<boolean> {
  const redis = new Redis(redisUrl, {
    connectionName: 'wishwall-session-invalidation',
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.publish(redisKeys(redisPrefix).sessionInvalidation, JSON.stringify(invalidation));
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}
