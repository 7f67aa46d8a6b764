import { expect, it } from 'vitest';
import { createRequestRedis } from '@wishwall/events/create-redis';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { buildApp } from './app.ts';
import { ApiClient } from './test-support/api-client.ts';
import { consoleAccounts } from './test-support/operator-fixtures.ts';

const ctx = useTestContext();

it('the overview reads the queues when the API runs on its fail-fast request connection', async () => {
  // As main.ts builds it (decision 0018): no offline queue, 300 ms per command.
  const redis = createRequestRedis(ctx.config.redisUrl, 'wishwall-api-test');
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
  const app = await buildApp({ config: ctx.config, db: ctx.db, redis });
  try {
    const api = new ApiClient(app, ctx);
    const { operator } = await consoleAccounts({ app, api, ctx });
    const { status, body } = await api.call('GET', '/v1/admin/overview', undefined, operator.token);
    expect(status).toBe(200);
    expect(body.data.queues.length).toBeGreaterThan(0);
  } finally {
    await app.close();
    redis.disconnect();
  }
});
