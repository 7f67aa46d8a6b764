import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe } from 'vitest';
import { createLogger } from '@wishwall/observability/logger';
import { createRedis } from '@wishwall/events/create-redis';
import { startMailCatcher, type MailCatcher } from '@wishwall/local-infra/mail-catcher';
import { itStopsWithinBound } from '@wishwall/testing/bounded-stop';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { createWorkerApp } from './worker-app.ts';

// Stopping the worker (SIGTERM in a deploy) must end within a bound, whatever Redis does.
const ctx = useTestContext();
let connection: Redis | undefined;
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher();
});

afterAll(async () => {
  await catcher.stop();
});

describe('stopping the worker', () => {
  itStopsWithinBound({
    start: async (redisUrl) => {
      const config = { ...ctx.config, redisUrl, logLevel: 'silent' as const };
      connection = createRedis(redisUrl, 'test-shutdown-worker');
      connection.on('error', () => {});
      const worker = createWorkerApp({
        config,
        databaseUrl: ctx.databaseUrl,
        smtpUrl: catcher.smtpUrl,
        db: ctx.db,
        redis: connection,
        logger: createLogger(config, 'worker'),
      });
      await worker.start();
      // The job workers block in BZPOPMIN.
      await sleep(500);
      return () => worker.stop();
    },
    cleanup: () => connection?.disconnect(),
  });
});
