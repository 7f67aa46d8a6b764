import type { Socket as NetSocket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { startInProcessGateway, type InProcessGateway } from './test-support/in-process-gateway.ts';

const ctx = useTestContext();
let running: InProcessGateway;

beforeAll(async () => {
  running = await startInProcessGateway(ctx);
});

afterAll(() => running.stop());

/** Bytes the server holds unsent for its (only) client. */
function serverBuffered(): number {
  const [socket] = running.gateway.io.of('/').sockets.values();
  return (socket?.conn.request.socket as NetSocket | undefined)?.writableLength ?? 0;
}

describe('a client that stops reading', () => {
  it('costs the server bounded memory and is told to resync once it reads again', async () => {
    // A raw Socket.IO client over one WebSocket, so the test can stop reading it.
    const received: string[] = [];
    const ws = new WebSocket(`ws://127.0.0.1:${running.port}/socket.io/?EIO=4&transport=websocket`);
    ws.on('message', (data: Buffer) => {
      const packet = data.toString();
      if (packet.startsWith('0')) ws.send('40');
      if (packet === '2') ws.send('3');
      received.push(packet);
    });
    await expect.poll(() => received.some((p) => p.startsWith('42["top"'))).toBe(true);
    ws.pause();

    // Big count batches, one per tick: far more than any buffer would hold.
    const stream = new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix));
    const counts = Array.from({ length: 20_000 }, (_, i) => ({
      wishId: String(i + 1),
      likes: i,
      hearts: i,
      dislikes: i,
      version: 0,
    }));
    let maxBuffered = 0;
    for (let round = 1; round <= 40; round++) {
      await stream.appendLive({
        type: 'wish.counts_changed',
        payload: { counts: counts.map((c) => ({ ...c, version: round })) },
      });
      await new Promise((resolve) => setTimeout(resolve, ctx.config.gatewayTickMs));
      maxBuffered = Math.max(maxBuffered, serverBuffered());
    }
    // The kernel's socket buffers take the first megabytes; past them the server holds at most
    // the guard's 256 KB plus the batch that crossed it, and skips this client from then on.
    expect(maxBuffered).toBeLessThan(1024 * 1024);

    ws.resume();
    await expect.poll(() => received.includes('42["resync"]'), { timeout: 5000 }).toBe(true);
    ws.close();
  });
});
