import { afterAll, beforeAll } from 'vitest';
import { createLogger } from '@wishwall/observability/logger';
import { startMailCatcher, type MailCatcher } from '@wishwall/local-infra/mail-catcher';
import type { TestContext } from '@wishwall/testing/use-test-context';
import { createWorkerApp, type WorkerApp } from '../worker-app.ts';

export interface WorkerTestHandle {
  catcher: MailCatcher;
  worker: WorkerApp;
}

/**
 * The whole worker (relay and job workers) in this process, on the test file's database and
 * Redis, mailing a local catcher. Call at the top level of the file.
 */
export function useWorkerApp(ctx: TestContext): WorkerTestHandle {
  const handle = {} as WorkerTestHandle;
  beforeAll(async () => {
    handle.catcher = await startMailCatcher();
    handle.worker = createWorkerApp({
      config: ctx.config,
      databaseUrl: ctx.databaseUrl,
      smtpUrl: handle.catcher.smtpUrl,
      db: ctx.db,
      redis: ctx.redis,
      logger: createLogger(ctx.config, 'worker'),
    });
    await handle.worker.start();
  });
  afterAll(async () => {
    await handle.worker?.stop();
    await handle.catcher?.stop();
  });
  return handle;
}
