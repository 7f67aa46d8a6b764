import type { ClientToServerEvents, ServerToClientEvents } from '@wishwall/contracts/socket-events';
import { SOCKET_PATH } from '@wishwall/contracts/socket-events';
import { deferredSocket } from '../lib/deferred-socket.ts';

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
  return io({ path: SOCKET_PATH, transports: ['websocket'], autoConnect: false });
});
