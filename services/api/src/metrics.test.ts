import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePrometheusText, sampleSum } from '@wishwall/testing/prometheus-text';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { buildApp, type ApiApp } from './app.ts';
import { ApiClient } from './test-support/api-client.ts';
import { publishedWish } from './test-support/wall-fixtures.ts';

const ctx = useTestContext();
const METRICS_TOKEN = 'metrics-token-for-tests';
let app: ApiApp;
let api: ApiClient;
beforeAll(async () => {
  app = await buildApp({
    config: { ...ctx.config, metricsToken: METRICS_TOKEN },
    db: ctx.db,
    redis: ctx.redis,
  });
  api = new ApiClient(app, ctx);
});
afterAll(() => app.close());

async function scrape() {
  const response = await app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return parsePrometheusText(response.body);
}

describe('the API’s /metrics', () => {
  it('is served only with the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', METRICS_TOKEN]) {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('parses as Prometheus text with the Node defaults and request durations by route', async () => {
    await api.call('GET', '/v1/wishes-count');
    const samples = await scrape();
    expect(sampleSum(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleSum(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(
      sampleSum(
        samples,
        'wishwall_http_request_duration_seconds_count',
        'route="/v1/wishes-count"',
        'status="200"',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(sampleSum(samples, 'wishwall_pg_pool_connections', 'state="max"')).toBeGreaterThan(0);
    expect(sampleSum(samples, 'wishwall_pg_pool_connections', 'state="open"')).toBeGreaterThan(0);
    expect(sampleSum(samples, 'wishwall_pg_pool_waiting')).toBeGreaterThanOrEqual(0);
  });

  it('counts a burst of reactions, accepted and refused', async () => {
    const { wish } = await publishedWish(ctx);
    const before = await scrape();
    const users = await Promise.all(
      Array.from({ length: 5 }, async () => (await api.register()).body.data.token as string),
    );
    const presses = await Promise.all(
      users.map((token) =>
        api.call('POST', `/v1/wishes/${wish.id}/react`, { reaction_type: 'like' }, token),
      ),
    );
    expect(presses.every((press) => press.status === 200)).toBe(true);
    const anonymous = await api.call('POST', `/v1/wishes/${wish.id}/react`, {
      reaction_type: 'like',
    });
    expect(anonymous.status).toBe(401);

    const after = await scrape();
    const accepted = (samples: typeof after) =>
      sampleSum(samples, 'wishwall_reactions_total', 'outcome="accepted"');
    const refused = (samples: typeof after) =>
      sampleSum(samples, 'wishwall_reactions_total', 'outcome="refused"');
    expect(accepted(after) - accepted(before)).toBe(5);
    expect(refused(after) - refused(before)).toBe(1);
    const batched = (samples: typeof after) =>
      sampleSum(samples, 'wishwall_reaction_batch_size_sum');
    expect(batched(after) - batched(before)).toBe(5);
    expect(sampleSum(after, 'wishwall_reaction_presses_waiting')).toBe(0);
  });
});
