import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { ProcessStatsBoard } from '@wishwall/events/process-stats';
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
      type: 'wish.counts_changed',
      payload: { counts: [{ wishId: '7', likes: 1, hearts: 0, dislikes: 0, version: 1 }] },
    });
    await expect.poll(async () => counts(await scrape()) - before).toBe(1);
    const samples = await scrape();
    expect(sampleSum(samples, 'wishwall_gateway_tick_duration_seconds_count')).toBeGreaterThan(0);
    expect(sampleSum(samples, 'wishwall_gateway_fanout_duration_seconds_count')).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'wishwall_pg_pool_connections')).toBe(true);
    expect(sampleSum(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('count the messages and bytes written to sockets and the event stream’s lag', async () => {
    const socket = io(gateway.url, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise((resolve) => socket.on('connect', () => resolve(0)));
    const sent = (samples: Awaited<ReturnType<typeof scrape>>) => ({
      messages: sampleSum(samples, 'wishwall_gateway_messages_sent_total'),
      bytes: sampleSum(samples, 'wishwall_gateway_bytes_sent_total'),
    });
    const before = sent(await scrape());
    const received = new Promise<unknown>((resolve) => socket.once('counts', resolve));
    await new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix)).appendLive({
      type: 'wish.counts_changed',
      payload: { counts: [{ wishId: '8', likes: 2, hearts: 0, dislikes: 0, version: 1 }] },
    });
    await received;
    const after = sent(await scrape());
    // Every open socket got the counts: at least one message each, and their bytes.
    expect(after.messages - before.messages).toBeGreaterThanOrEqual(sockets.length);
    expect(after.bytes - before.bytes).toBeGreaterThan(20 * sockets.length);
    const samples = await scrape();
    const lag = sampleSum(samples, 'wishwall_gateway_stream_lag_seconds');
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(5);
    expect(samples.some((s) => s.name === 'wishwall_gateway_stream_lag_seconds')).toBe(true);
  });

  it('broadcast a wish’s votes only when some socket watches it', async () => {
    const watcher = io(gateway.url, { transports: ['websocket'], reconnection: false });
    sockets.push(watcher);
    await new Promise((resolve) => watcher.on('connect', () => resolve(0)));
    await new Promise((resolve) => watcher.emit('watch', '31', resolve));
    const votes = (samples: Awaited<ReturnType<typeof scrape>>) =>
      sampleSum(samples, 'wishwall_gateway_broadcasts_total', 'event="votes"');
    const before = votes(await scrape());
    const received = new Promise<unknown>((resolve) => watcher.once('votes', resolve));
    const change = (wishId: string) => ({ wishId, userId: '5', vote: null });
    await new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix)).appendLive({
      type: 'votes.changed',
      payload: { changes: [change('30'), change('31'), change('32')] },
    });
    await received;
    // Three wishes changed in one push; only the watched one was encoded and sent.
    expect(votes(await scrape()) - before).toBe(1);
  });

  it('publish its sockets every second for the operators’ console', async () => {
    const board = new ProcessStatsBoard(ctx.redis, ctx.redisPrefix);
    await expect
      .poll(async () => (await board.read('gateway')).map(({ figures }) => figures['sockets']), {
        timeout: 4000,
      })
      .toEqual([sockets.filter((socket) => socket.connected).length]);
  });
});
