import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@wishwall/contracts/socket-events';
import type { SocketSession } from './socket-identity.ts';

/** The gateway's Socket.IO server, typed by the socket contract. */
export type GatewayServer = Server<ClientToServerEvents, ServerToClientEvents>;

/**
 * One browser's connection, with what the gateway keeps on it: whether it was skipped as
 * backed up, and the session it identified with.
 */
export type GatewaySocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  never,
  { stale?: boolean; session?: SocketSession | undefined }
>;
