import http from 'node:http';
import { once } from 'node:events';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_PATH } from '@wishwall/contracts/socket-events';
import { countsBatch, fanOutWays } from './fan-out-ways.ts';

interface Received {
  text: string;
  binary: boolean;
}

/** A WebSocket client of the Engine.IO/Socket.IO wire protocol, keeping every message after it joined. */
async function connectRaw(port: number): Promise<{ received: Received[]; close: () => void }> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${SOCKET_PATH}/?EIO=4&transport=websocket`);
  const received: Received[] = [];
  let joined: () => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const ready = new Promise<void>((resolve, reject) => {
    joined = resolve;
    failed = reject;
  });
  socket.on('error', (error) => failed(error));
  socket.on('message', (data: Buffer, binary: boolean) => {
    const text = data.toString();
    if (text.startsWith('0')) socket.send('40');
    else if (text.startsWith('40')) joined();
    else received.push({ text, binary });
  });
  await ready;
  return { received, close: () => socket.close() };
}

describe('the fan-out bench’s ways of sending', () => {
  const httpServer = http.createServer();
  const io = new Server(httpServer, { path: SOCKET_PATH, serveClient: false });
  let port = 0;

  beforeAll(async () => {
    httpServer.listen(0, '127.0.0.1');
    await once(httpServer, 'listening');
    port = (httpServer.address() as { port: number }).port;
  });
  afterAll(async () => {
    await io.close();
  });

  it('puts the same message on every socket, once per push, whichever way sends it', async () => {
    const viewers = await Promise.all([connectRaw(port), connectRaw(port), connectRaw(port)]);
    const [floor, broadcast] = fanOutWays(io);
    expect(floor!.name).toMatch(/floor/);
    // Ten wishes' counts (the tool's default) make a frame of over 125 bytes, whose length
    // takes two more bytes of header.
    const batch = countsBatch(10, 7);
    expect(JSON.stringify(batch).length).toBeGreaterThan(125);

    floor!.send(batch);
    broadcast!.send(batch);
    await expect
      .poll(() => viewers.map((viewer) => viewer.received.length), { timeout: 2000 })
      .toEqual([2, 2, 2]);

    // What a socket.io client decodes as the `counts` event: the floor writes no less.
    const expected = { text: `42${JSON.stringify(['counts', batch])}`, binary: false };
    for (const viewer of viewers) expect(viewer.received).toEqual([expected, expected]);
    viewers.forEach((viewer) => viewer.close());
  });

  it('makes every push differ, so no client could take one for the one before', () => {
    expect(countsBatch(2, 1)).not.toEqual(countsBatch(2, 2));
    expect(countsBatch(5, 0)).toHaveLength(5);
  });
});
