import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  PackedCounts,
  ServerToClientEvents,
} from '@wishwall/contracts/socket-events';
import { createRedis } from '@wishwall/events/create-redis';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import { OwnRedis } from '@wishwall/testing/own-redis';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { startInProcessGateway, type InProcessGateway } from './test-support/in-process-gateway.ts';

// A gateway on a Redis of this file's own, which the test stops and restarts empty.
const shared = useTestContext();
let redis: OwnRedis;
let running: InProcessGateway;
let socket: Socket<ServerToClientEvents, ClientToServerEvents>;

beforeAll(async () => {
  redis = await OwnRedis.start();
  running = await startInProcessGateway({
    ...shared,
    redisUrl: redis.url,
    config: { ...shared.config, redisUrl: redis.url },
  });
});

afterAll(async () => {
  socket?.disconnect();
  await running.stop();
  await redis.destroy();
});

async function appendCounts(likes: number) {
  const writer = createRedis(redis.url, 'test-outage-writer');
  try {
    await new EventStreamWriter(writer, redisKeys(shared.redisPrefix)).appendLive({
      type: 'wish.counts_changed',
      payload: { counts: [{ wishId: '1', likes, hearts: 0, dislikes: 0, version: likes }] },
    });
  } finally {
    writer.disconnect();
  }
}

describe('with Redis stopped and restarted empty', () => {
  it('connected sockets keep being served, and live updates resume by themselves', async () => {
    const counts: PackedCounts[] = [];
    socket = io(running.url, { transports: ['websocket'], reconnection: false });
    socket.on('counts', (batch) => counts.push(...batch));
    await new Promise((resolve) => socket.once('connect', () => resolve(null)));
    await appendCounts(1);
    await expect.poll(() => counts.at(-1)?.[1]).toBe(1);

    await redis.stop();
    expect(await socket.timeout(1000).emitWithAck('sync', [])).toEqual([]);
    expect(await socket.timeout(1000).emitWithAck('watch', '1')).toBeNull();
    await redis.restart({ empty: true });

    expect(socket.connected).toBe(true);
    await appendCounts(2);
    await expect.poll(() => counts.at(-1)?.[1], { timeout: 5000 }).toBe(2);
  });
});
