import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import { parsePrometheusText, sampleSum } from '@wishwall/testing/prometheus-text';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { startInProcessGateway, type InProcessGateway } from './test-support/in-process-gateway.ts';

const ctx = useTestContext();
let gateway: InProcessGateway;
const sockets: Socket[] = [];
beforeAll(async () => {
  gateway = await startInProcessGateway(ctx);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await gateway.stop();
});

const scrape = async () => parsePrometheusText(await gateway.gateway.metrics.metrics());

describe('the gateway’s metrics', () => {
  it('count connected sockets, broadcasts by event and ticks, as Prometheus text', async () => {
    for (let i = 0; i < 3; i += 1) {
      const socket = io(gateway.url, { transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      await new Promise((resolve) => socket.on('connect', () => resolve(0)));
    }
    expect(sampleSum(await scrape(), 'wishwall_gateway_sockets_connected')).toBe(3);

    const counts = (samples: Awaited<ReturnType<typeof scrape>>) =>
      sampleSum(samples, 'wishwall_gateway_broadcasts_total', 'event="counts"');
    const before = counts(await scrape());
    await new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix)).appendLive({
      id: '1',
      occurredAt: new Date().toISOString(),
      type: 'wish.counts_changed',
      payload: { counts: [{ wishId: '7', likes: 1, hearts: 0, dislikes: 0, version: 1 }] },
    });
    await expect.poll(async () => counts(await scrape()) - before).toBe(1);
    const samples = await scrape();
    expect(sampleSum(samples, 'wishwall_gateway_tick_duration_seconds_count')).toBeGreaterThan(0);
    expect(sampleSum(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});
