import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_EVENT_BURST,
  SOCKET_EVENTS_PER_SECOND,
  WATCH_MAX_WISHES,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@wishwall/contracts/socket-events';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { startInProcessGateway, type InProcessGateway } from './test-support/in-process-gateway.ts';

const ctx = useTestContext();
let running: InProcessGateway;
const sockets: Socket<ServerToClientEvents, ClientToServerEvents>[] = [];

/**
 * Ten times the contract's allowance, so the watch cap is reached in a second rather than half
 * a minute; past it the same bucket disconnects, as the last test shows.
 */
const EVENT_ALLOWANCE = {
  burst: SOCKET_EVENT_BURST * 10,
  perSecond: SOCKET_EVENTS_PER_SECOND * 10,
};

beforeAll(async () => {
  running = await startInProcessGateway(ctx, {}, { eventAllowance: EVENT_ALLOWANCE });
});

afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await running.stop();
});

async function connect(url = running.url) {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, {
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise((resolve) => socket.once('connect', () => resolve(null)));
  return socket;
}

/** The rooms the server holds for each of its sockets, but each socket's own. */
function serverRooms(): number[] {
  return [...running.gateway.io.of('/').sockets.values()].map((socket) => socket.rooms.size - 1);
}

describe('what one socket may cost', () => {
  it(`watches at most ${WATCH_MAX_WISHES} wishes, and says so when refused`, async () => {
    const socket = await connect();
    const watch = (wishId: number) => socket.timeout(1000).emitWithAck('watch', String(wishId));
    const answers = [];
    // Under the event rate: a burst, then the rest as the bucket refills.
    for (let wishId = 1; wishId <= WATCH_MAX_WISHES + 5; wishId++) {
      if (wishId > EVENT_ALLOWANCE.burst / 2) await sleep(1000 / EVENT_ALLOWANCE.perSecond + 10);
      answers.push(await watch(wishId));
    }
    expect(answers.slice(0, WATCH_MAX_WISHES).every((answer) => answer === null)).toBe(true);
    expect(answers.slice(WATCH_MAX_WISHES)).toEqual(
      Array(5).fill({
        code: 'rate_limited',
        message: `A connection watches at most ${WATCH_MAX_WISHES} wishes; unwatch one first`,
      }),
    );
    expect(serverRooms()).toEqual([WATCH_MAX_WISHES]);
    // Watching one it holds again is fine; after an unwatch there is room for another.
    expect(await watch(1)).toBeNull();
    socket.emit('unwatch', '1');
    expect(await watch(WATCH_MAX_WISHES + 1)).toBeNull();
    expect(await watch(0)).toEqual({ code: 'validation_failed', message: 'Not a wish id' });
    socket.disconnect();
  });

  it('is disconnected when it sends events faster than the rate', async () => {
    const socket = await connect();
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    for (let i = 0; i < 1000; i++) socket.emit('watch', String(i + 1));
    expect(await disconnected).toBe('io server disconnect');
    await expect.poll(() => serverRooms()).toEqual([]);
  });

  it(`at the contract's allowance takes a burst of ${SOCKET_EVENT_BURST} events and disconnects past it`, async () => {
    const contract = await startInProcessGateway(ctx);
    try {
      const open = () => connect(contract.url);
      // A burst within the allowance is answered in full, and the socket stays.
      const within = await open();
      const answers = await Promise.all(
        Array.from({ length: SOCKET_EVENT_BURST }, (_, i) =>
          within.timeout(2000).emitWithAck('watch', String(i + 1)),
        ),
      );
      expect(answers).toEqual(Array(SOCKET_EVENT_BURST).fill(null));
      expect(within.connected).toBe(true);
      // Five more than the burst at once: a script, disconnected.
      const past = await open();
      const disconnected = new Promise((resolve) => past.once('disconnect', resolve));
      for (let i = 0; i < SOCKET_EVENT_BURST + 5; i++) past.emit('unwatch', String(i + 1));
      expect(await disconnected).toBe('io server disconnect');
      within.disconnect();
    } finally {
      await contract.stop();
    }
  });
});
