import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@wishwall/contracts/socket-events';
import {
  startInProcessGateway,
  type InProcessGateway,
} from '@wishwall/gateway/test-support/in-process-gateway';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { deferredSocket } from '@wishwall/web/deferred-socket';

const ctx = useTestContext();
let running: InProcessGateway;
let client: Socket<ServerToClientEvents, ClientToServerEvents> | undefined;

beforeAll(async () => {
  running = await startInProcessGateway(ctx);
});

afterAll(async () => {
  client?.disconnect();
  await running.stop();
});

// A page's live features (the counter, the top-10, the counts of the wishes on screen) each ask
// for the connection as they mount, and some ask after the transport has opened, before the
// gateway has answered the namespace's CONNECT. Socket.IO's client sends a CONNECT for each such
// call, and a gateway that has joined the socket already closes the connection on the next one
// (web/src/lib/deferred-socket.ts).
it("the web's socket sends one CONNECT however many features ask during the handshake, and the gateway keeps it", async () => {
  let connectPackets = 0;
  const disconnects: string[] = [];
  const live = deferredSocket<ServerToClientEvents, ClientToServerEvents>(async () => {
    client = io(running.url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      autoConnect: false,
      reconnection: false,
    });
    client.on('disconnect', (reason) => disconnects.push(reason));
    // Runs before the socket's own handler of the transport's opening, which sends its CONNECT.
    client.io.on('open', () => {
      client!.io.engine.on('packetCreate', (packet: { type: string; data?: unknown }) => {
        // A Socket.IO packet of type 0 (CONNECT) rides in an Engine.IO message.
        if (packet.type === 'message' && String(packet.data).startsWith('0')) connectPackets += 1;
      });
      live.connect();
      live.connect();
      live.connect();
    });
    return client;
  });

  live.connect();
  live.connect();
  await expect.poll(() => live.connected).toBe(true);
  // A second CONNECT would arrive within a round trip on loopback; give it many.
  await sleep(300);
  live.connect();

  expect(connectPackets).toBe(1);
  expect(running.gateway.io.of('/').sockets.size).toBe(1);
  expect(live.connected).toBe(true);
  expect(disconnects).toEqual([]);
});
