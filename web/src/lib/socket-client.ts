import type { ClientToServerEvents, ServerToClientEvents } from '@wishwall/contracts/socket-events';
import { SOCKET_PATH } from '@wishwall/contracts/socket-events';
import { deferredSocket } from './deferred-socket.ts';

/**
 * The one connection to the gateway, shared by every live feature. WebSocket only: gateways scale
 * out behind a load balancer without sticky sessions, which long-polling would need.
 * It connects on first use, and Socket.IO reconnects by itself; the gateway re-sends snapshots on
 * every (re)connect, so subscribers never have to ask. The client library loads with that first
 * use, after the first render, not with the page.
 */
export const socket = deferredSocket<ServerToClientEvents, ClientToServerEvents>(async () => {
  const { io } = await import('socket.io-client');
  return io({ path: SOCKET_PATH, transports: ['websocket'], autoConnect: false });
});
