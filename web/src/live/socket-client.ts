import type { ClientToServerEvents, ServerToClientEvents } from '@wishwall/contracts/socket-events';
import { SOCKET_PATH } from '@wishwall/contracts/socket-events';
import type { Socket } from 'socket.io-client';
import { deferredSocket } from '../lib/deferred-socket.ts';

/**
 * How long a connection attempt may take before Socket.IO gives it up and tries again (its
 * default is 20 s). An attempt whose WebSocket is accepted and then closed before the gateway's
 * handshake (a gateway going down, a proxy dropping it) is not reported as failed: only this
 * timer ends it, and the header said "Connecting" for those 20 s.
 */
export const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The one connection to the gateway, shared by every live feature. WebSocket only: gateways scale
 * out behind a load balancer without sticky sessions, which long-polling would need.
 * It connects on first use, and Socket.IO reconnects by itself. On every (re)connect the gateway
 * sends the counter and the top-10 unasked; the counts of the wishes on screen are asked for
 * (`useLiveCountsSync`), since only the page knows which those are. The client library loads
 * with that first use, after the first render, not with the page.
 */
export const socket = deferredSocket<ServerToClientEvents, ClientToServerEvents>(async () => {
  const { io } = await import('socket.io-client');
  const client = io({
    path: SOCKET_PATH,
    transports: ['websocket'],
    autoConnect: false,
    timeout: CONNECT_TIMEOUT_MS,
  });
  reconnectAfterServerDrop(client);
  return client;
});

/**
 * Socket.IO reconnects by itself after a lost connection, but not after the server closed it:
 * a gateway shutting down, or one that took this client for a script (past its event allowance,
 * docs/decisions/0048-gateway-under-a-crowd.md). Live updates would stop until a reload; the
 * client asks again after a pause instead, and the page resyncs on that connect as after any
 * other.
 */
export const RECONNECT_AFTER_SERVER_DROP_MS = 5_000;

export function reconnectAfterServerDrop(client: Pick<Socket, 'on' | 'connect' | 'connected'>) {
  client.on('disconnect', (reason) => {
    if (reason !== 'io server disconnect') return;
    setTimeout(() => {
      if (!client.connected) client.connect();
    }, RECONNECT_AFTER_SERVER_DROP_MS);
  });
}
