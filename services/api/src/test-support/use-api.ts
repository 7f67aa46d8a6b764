import { afterAll, beforeAll } from 'vitest';
import { useTestContext, type TestContext } from '@wishwall/testing/use-test-context';
import { buildApp, type ApiApp } from '../app.ts';
import { ApiClient } from './api-client.ts';

export interface ApiTestHandle {
  ctx: TestContext;
  app: ApiApp;
  api: ApiClient;
}

/**
 * The API built on this test file's own database and Redis prefix, with a client that calls
 * it as a browser would. Call at the top level of the file; `app` and `api` exist in tests.
 */
export function useApi(): ApiTestHandle {
  const handle = { ctx: useTestContext() } as ApiTestHandle;
  beforeAll(async () => {
    const { config, db, redis } = handle.ctx;
    handle.app = await buildApp({ config, db, redis });
    handle.api = new ApiClient(handle.app, handle.ctx);
  });
  afterAll(() => handle.app.close());
  return handle;
}
