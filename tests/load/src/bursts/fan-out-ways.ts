import type { Socket as NetSocket } from 'node:net';
import type { Server } from 'socket.io';
import WebSocket from 'ws';
import type { PackedCounts } from '@wishwall/contracts/socket-events';

/** ws's own framing, which socket.io's broadcast uses too; @types/ws does not declare it. */
const { Sender } = WebSocket as unknown as {
  Sender: {
    frame(
      data: Buffer,
      options: { fin: boolean; opcode: number; mask: boolean; readOnly: boolean; rsv1: boolean },
    ): Buffer[];
  };
};

/** One way to send one push of counts to every socket of a server. */
export interface FanOutWay {
  name: string;
  /** Hands every socket's write to the kernel; a way may leave callbacks for the event loop. */
  send(batch: PackedCounts[]): void;
}

/**
 * The WebSocket frame of socket.io's `counts` event as a server sends it: the Engine.IO
 * message `4`, the Socket.IO event `2` of namespace `/`, the JSON array; unmasked, one frame.
 */
function countsFrame(batch: PackedCounts[]): Buffer {
  const text = `42${JSON.stringify(['counts', batch])}`;
  return Buffer.concat(
    Sender.frame(Buffer.from(text), {
      fin: true,
      opcode: 1,
      mask: false,
      readOnly: false,
      rsv1: false,
    }),
  );
}

/**
 * The floor first, then the gateway's way: the same frame written straight to each TCP socket
 * (one `net.Socket` write each, without a callback: what is left is Node's stream and the
 * system call), and socket.io's broadcast, which encodes and frames the packet once and hands
 * every socket that frame through engine.io and ws (what `services/gateway/src/live-fan-out.ts`
 * calls on every push).
 */
export function fanOutWays(io: Server): FanOutWay[] {
  return [
    {
      name: 'socket writes (the floor)',
      send(batch) {
        const frame = countsFrame(batch);
        for (const socket of io.of('/').sockets.values()) {
          // The upgrade request's connection is the one ws writes to only for a client that
          // opened on the WebSocket transport, as every viewer of the tools does.
          if (socket.conn.transport.name !== 'websocket' || socket.conn.upgraded) {
            throw new Error('the floor writes to WebSocket-only connections');
          }
          (socket.conn.request.socket as NetSocket).write(frame);
        }
      },
    },
    {
      name: 'socket.io broadcast',
      send(batch) {
        io.emit('counts', batch);
      },
    },
  ];
}

/** One push of `size` wishes' counts, different for every push. */
export function countsBatch(size: number, push: number): PackedCounts[] {
  return Array.from({ length: size }, (_, i) => [
    String(1_000_000 + i),
    100 + push,
    20 + i,
    3,
    1000 + push,
  ]);
}
