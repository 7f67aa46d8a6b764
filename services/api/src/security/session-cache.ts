import { LRUCache } from 'lru-cache';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '@wishwall/db/tables/user.table';
import type { SessionInvalidation } from '@wishwall/events/session-invalidation';

/** How long a verified session is trusted without asking Postgres and Redis again. */
export const SESSION_CACHE_TTL_MS = 10_000;
const SESSION_CACHE_MAX = 50_000;

/**
 * Sessions this API process verified recently (token id → user), for the hot path only
 * (decision 0013): a reaction then costs no user lookup and no revocation check. Every API
 * process forgets a session as soon as any of them revokes it: logout and account changes
 * are published on a Redis channel. While that channel is down nothing new is cached, but
 * what is cached still serves until its TTL, so a Redis outage does not stop reactions
 * (decision 0018); the cache is emptied when the channel comes back (messages may have been
 * missed), and no entry outlives the TTL anyway.
 */
export class SessionCache {
  private readonly sessions = new LRUCache<string, UserRow>({
    max: SESSION_CACHE_MAX,
    ttl: SESSION_CACHE_TTL_MS,
  });
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  private readonly log: FastifyBaseLogger;
  /** Subscribed to the invalidation channel right now. */
  private live = false;
  /** Grows with every invalidation and every change of `live`. */
  private generation = 0;

  private constructor(redis: Redis, channel: string, log: FastifyBaseLogger) {
    this.publisher = redis;
    this.subscriber = redis.duplicate({
      connectionName: 'wishwall-api-sessions',
      enableAutoPipelining: false,
      autoResubscribe: false,
    });
    this.channel = channel;
    this.log = log;
  }

  /**
   * Starts listening for invalidations in the background: until the subscription is
   * confirmed (and again after any drop, until it is back) nothing is cached, so a missed
   * message can't leave a revoked session trusted. Redis being down never stops the API.
   */
  static start(redis: Redis, channel: string, log: FastifyBaseLogger): SessionCache {
    const cache = new SessionCache(redis, channel, log);
    const { subscriber } = cache;
    subscriber.on('message', (_channel: string, message: string) => cache.apply(message));
    subscriber.on('close', () => cache.pause());
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => cache.setLive(true),
        (error: unknown) => log.warn({ err: error }, 'session invalidation channel not joined'),
      );
    });
    subscriber.on('error', (error) => log.debug({ err: error }, 'session channel error'));
    return cache;
  }

  get(jti: string): UserRow | undefined {
    return this.sessions.get(jti);
  }

  /**
   * Read before checking a session, and pass to `remember`: a check that an invalidation
   * overtook (logout elsewhere while the user row was being read, say) is not cached.
   */
  get version(): number {
    return this.generation;
  }

  remember(jti: string, user: UserRow, checkedAtVersion: number): void {
    if (this.live && checkedAtVersion === this.generation) this.sessions.set(jti, user);
  }

  /** A token was revoked: this process forgets it at once, the others when told. */
  forgetToken(jti: string): void {
    this.forget({ jti });
  }

  /** A user's account changed (password, profile, two-factor…): forget all their sessions. */
  forgetUser(userId: string): void {
    this.forget({ userId });
  }

  close(): void {
    this.subscriber.disconnect();
    this.setLive(false);
  }

  private setLive(live: boolean): void {
    this.pause();
    this.live = live;
    this.sessions.clear();
  }

  /** The channel dropped: stop caching, and drop the checks running now from the cache. */
  private pause(): void {
    this.generation += 1;
    this.live = false;
  }

  /**
   * Drops here at once, then tells the other processes without waiting for Redis: the answer
   * never hangs on it (the revocation itself is in Postgres), and if publishing fails, the
   * other processes' TTL ends the session.
   */
  private forget(invalidation: SessionInvalidation): void {
    this.drop(invalidation);
    this.publisher.publish(this.channel, JSON.stringify(invalidation)).catch((error: unknown) => {
      this.log.error(
        { err: error },
        'session invalidation not published; other processes keep it ≤ 10 s',
      );
    });
  }

  private apply(message: string): void {
    try {
      this.drop(JSON.parse(message) as SessionInvalidation);
    } catch (error) {
      this.log.warn({ err: error }, 'unreadable session invalidation; forgetting every session');
      this.sessions.clear();
    }
  }

  private drop(invalidation: SessionInvalidation): void {
    this.generation += 1;
    if ('jti' in invalidation) {
      this.sessions.delete(invalidation.jti);
      return;
    }
    for (const [jti, user] of this.sessions.entries()) {
      if (user.id === invalidation.userId) this.sessions.delete(jti);
    }
  }
}
