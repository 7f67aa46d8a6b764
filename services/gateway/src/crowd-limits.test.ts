import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_MAX_FRAME_BYTES,
  SYNC_IDS_BURST,
  SYNC_IDS_PER_SECOND,
  SYNC_MAX_WISHES,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@wishwall/contracts/socket-events';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { startInProcessGateway, type InProcessGateway } from './test-support/in-process-gateway.ts';

const ctx = useTestContext();
const PER_ADDRESS = 3;
let running: InProcessGateway;
const sockets: Socket<ServerToClientEvents, ClientToServerEvents>[] = [];

beforeAll(async () => {
  running = await startInProcessGateway(ctx, {
    trustProxy: true,
    gatewayMaxConnectionsPerAddress: PER_ADDRESS,
  });
});

afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await running.stop();
});

/** A socket from `address` (as a proxy forwards it): connected, or the server's refusal. */
async function connectFrom(address: string) {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(running.url, {
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { 'x-forwarded-for': address },
  });
  sockets.push(socket);
  return new Promise<{ socket: typeof socket; refused?: unknown }>((resolve) => {
    socket.once('connect', () => resolve({ socket }));
    socket.once('connect_error', (error) =>
      resolve({ socket, refused: (error as Error & { data?: unknown }).data }),
    );
  });
}

const ids = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => String(from + i));

describe('what a crowd may cost', () => {
  it(`sync costs one of ${SYNC_IDS_BURST} tokens per id, and past them says when to ask again`, async () => {
    const { socket } = await connectFrom('198.51.100.1');
    // Both of the ack's arguments: the counts, and the refusal if any.
    const sync = (wishIds: string[]) =>
      new Promise<unknown[]>((resolve, reject) => {
        socket.timeout(5000).emit('sync', wishIds, (error, counts, refused) => {
          if (error) reject(error);
          else resolve(refused ? [counts, refused] : [counts]);
        });
      });
    // Full syncs take the burst; duplicates and bad ids cost nothing: were the 51 here charged,
    // the last of these would be refused unless a second of refill came between.
    const first = ids(1, SYNC_MAX_WISHES);
    expect(await sync([...first, ...first, 'x'])).toEqual([[]]);
    for (let i = 1; i < SYNC_IDS_BURST / SYNC_MAX_WISHES; i++) {
      expect(await sync(ids(1_000 * i, SYNC_MAX_WISHES))).toEqual([[]]);
    }
    // Three full syncs' worth more in one: refused unless the syncs above took three seconds.
    const refused = await sync(ids(2_001, 3 * SYNC_MAX_WISHES));
    expect(refused[0]).toEqual([]);
    expect(refused[1]).toMatchObject({ code: 'rate_limited', retryAfterMs: expect.any(Number) });
    const { retryAfterMs } = refused[1] as { retryAfterMs: number };
    expect(retryAfterMs).toBeGreaterThan(0);
    expect(retryAfterMs).toBeLessThanOrEqual(((3 * SYNC_MAX_WISHES) / SYNC_IDS_PER_SECOND) * 1000);
    await new Promise((resolve) => setTimeout(resolve, retryAfterMs + 50));
    expect(await sync(ids(2_001, 10))).toEqual([[]]);
    socket.disconnect();
  });

  it('charges every id a sync carried, though it reads at most SYNC_MAX_WISHES', async () => {
    const { socket } = await connectFrom('198.51.100.3');
    const sync = (wishIds: string[]) =>
      new Promise<unknown[]>((resolve) => {
        socket.emit('sync', wishIds, (counts, refused) => resolve([counts, refused]));
      });
    // 120 ids in one sync, then the rest of the burst in full syncs: were the first charged
    // only the 50 read, the burst would not be spent and the last sync would pass.
    const carried = 120;
    expect(await sync(ids(1, carried))).toEqual([[], undefined]);
    for (let spent = carried; spent < SYNC_IDS_BURST; spent += SYNC_MAX_WISHES) {
      const count = Math.min(SYNC_MAX_WISHES, SYNC_IDS_BURST - spent);
      expect(await sync(ids(10_000 + spent, count))).toEqual([[], undefined]);
    }
    const [, refused] = await sync(ids(2_001, carried));
    expect(refused).toMatchObject({ code: 'rate_limited' });
    socket.disconnect();
  });

  it(`closes a connection that sends a frame over ${SOCKET_MAX_FRAME_BYTES} bytes, before decoding it`, async () => {
    const { socket } = await connectFrom('198.51.100.2');
    // The largest sync the web client sends fits: as many ids as allowed, of 18 digits each.
    const longest = Array.from({ length: SYNC_MAX_WISHES }, (_, i) => String(i).padStart(18, '9'));
    expect(JSON.stringify(longest).length).toBeGreaterThan(SOCKET_MAX_FRAME_BYTES * 0.8);
    const answered = await socket.timeout(5000).emitWithAck('sync', longest);
    expect(answered).toEqual([]);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    socket.emit('sync', ids(1, 5_000), () => {});
    expect(await closed).toMatch(/transport (close|error)/);
  });

  it(`accepts ${PER_ADDRESS} connections per client address, and one more once one leaves`, async () => {
    const first = await Promise.all(
      Array.from({ length: PER_ADDRESS }, () => connectFrom('203.0.113.7')),
    );
    expect(first.every(({ refused }) => refused === undefined)).toBe(true);

    const over = await connectFrom('203.0.113.7');
    expect(over.refused).toEqual({
      code: 'rate_limited',
      message: 'Too many live connections from this address',
    });
    // Another address is not affected.
    expect((await connectFrom('203.0.113.8')).refused).toBeUndefined();

    first[0]?.socket.disconnect();
    await expect
      .poll(async () => (await connectFrom('203.0.113.7')).refused === undefined)
      .toBe(true);
  });
});
