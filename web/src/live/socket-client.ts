import type { ClientToServerEvents, ServerToClientEvents } from '@wishwall/contracts/socket-events';
import { SOCKET_PATH } from '@wishwall/contracts/socket-events';
import { io, type Socket } from 'socket.io-client';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The one connection to the gateway, shared by every live feature. WebSocket only: gateways scale
 * out behind a load balancer without sticky sessions, which long-polling would need.
 * It connects on first use, and Socket.IO reconnects by itself; the gateway re-sends snapshots on
 * every (re)connect, so subscribers never have to ask.
 */
export const socket: AppSocket = io({
  path: SOCKET_PATH,
  transports: ['websocket'],
  autoConnect: false,
});
