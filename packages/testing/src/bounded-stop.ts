import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createRedis } from '@wishwall/events/create-redis';
import { OwnRedis } from './own-redis.ts';

export interface BoundedStopOptions {
  /** Starts the service on the Redis at `redisUrl`, its connections live; answers its stop. */
  start: (redisUrl: string) => Promise<() => Promise<unknown>>;
  /** After each test, with Redis back: closes what `start` opened besides the service. */
  cleanup?: () => void;
  /** Also stop a service started while Redis was down (it never connected). */
  neverReachable?: boolean;
  boundMs?: number;
}

/**
 * Tests that stopping a service (SIGTERM in a deploy) ends within a bound in each state an
 * outage leaves Redis in: healthy, stopped (every connection waiting between reconnection
 * attempts), and hanging (connected, answering nothing). On a Redis of the file's own; call
 * inside a `describe`.
 */
export function itStopsWithinBound({
  start,
  cleanup,
  neverReachable = false,
  boundMs = 3000,
}: BoundedStopOptions): void {
  let redis: OwnRedis;
  beforeAll(async () => {
    redis = await OwnRedis.start();
  });
  afterEach(async () => {
    cleanup?.();
    await redis.restart({ empty: true });
  });
  afterAll(async () => {
    await redis.destroy();
  });

  /** Whether the stop ended within the bound (a hung one is left behind). */
  const stopsInTime = async (stop: () => Promise<unknown>) => {
    const started = performance.now();
    const ended = await Promise.race([stop().then(() => true), sleep(boundMs).then(() => false)]);
    return { ended, ms: Math.round(performance.now() - started) };
  };

  it('ends with Redis healthy', async () => {
    const stop = await start(redis.url);
    expect(await stopsInTime(stop)).toMatchObject({ ended: true });
  });

  it('ends with Redis stopped (its connections waiting between reconnection attempts)', async () => {
    const stop = await start(redis.url);
    await redis.stop();
    // Every connection has seen the drop and waits out its retry backoff.
    await sleep(500);
    expect(await stopsInTime(stop)).toMatchObject({ ended: true });
  });

  if (neverReachable) {
    it('ends when Redis was never reachable', async () => {
      await redis.stop();
      const stop = await start(redis.url);
      expect(await stopsInTime(stop)).toMatchObject({ ended: true });
    });
  }

  it('ends with Redis hanging (it holds the connections but answers nothing)', async () => {
    const stop = await start(redis.url);
    const admin = createRedis(redis.url, 'test-bounded-stop-admin');
    try {
      await admin.call('CLIENT', 'PAUSE', '10000', 'ALL');
      expect(await stopsInTime(stop)).toMatchObject({ ended: true });
    } finally {
      admin.disconnect();
    }
  });
}
