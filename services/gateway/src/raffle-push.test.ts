import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  RaffleLiveResult,
  ServerToClientEvents,
} from '@wishwall/contracts/socket-events';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { startInProcessGateway, type InProcessGateway } from './test-support/in-process-gateway.ts';

const ctx = useTestContext();
let gateway: InProcessGateway;
const sockets: Socket<ServerToClientEvents, ClientToServerEvents>[] = [];

beforeAll(async () => {
  gateway = await startInProcessGateway(ctx);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await gateway.stop();
});

describe('the raffle result, live', () => {
  it('reaches every open wall, anonymous viewers included', async () => {
    const viewers = [0, 1].map(() => {
      const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(gateway.url, {
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      const seen: RaffleLiveResult[] = [];
      socket.on('raffle', (result) => seen.push(result));
      return { socket, seen };
    });
    await Promise.all(
      viewers.map(({ socket }) => new Promise((resolve) => socket.on('connect', () => resolve(0)))),
    );
    const drawnAt = new Date().toISOString();
    // What the outbox relay appends for the draw's `raffle.drawn` row.
    await new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix)).appendLive({
      type: 'raffle.drawn',
      payload: { round: 1, wishId: '42', likes: 9, drawnAt },
    });
    for (const { seen } of viewers) {
      await expect.poll(() => seen).toEqual([{ wishId: '42', likes: 9, drawnAt }]);
    }
  });
});
