import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { describe } from 'vitest';
import { createRequestRedis } from '@wishwall/events/create-redis';
import { itStopsWithinBound } from '@wishwall/testing/bounded-stop';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { buildApp } from './app.ts';

// `app.close()` (SIGTERM in a deploy) must end within a bound, whatever Redis does.
const shared = useTestContext();
let connection: Redis | undefined;

describe('app.close()', () => {
  itStopsWithinBound({
    neverReachable: true,
    // The API wired as main.ts wires it, ready (its heartbeat and stream reader running).
    start: async (redisUrl) => {
      connection = createRequestRedis(redisUrl, 'test-shutdown-api', {
        enableAutoPipelining: true,
      });
      connection.on('error', () => {});
      const app = await buildApp({
        config: { ...shared.config, redisUrl },
        db: shared.db,
        redis: connection,
      });
      await app.ready();
      // The first-page watch has read the stream's end and blocks in XREAD.
      await sleep(300);
      return () => app.close();
    },
    cleanup: () => connection?.disconnect(),
  });
});
