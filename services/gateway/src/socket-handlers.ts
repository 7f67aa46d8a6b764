import type { Logger } from 'pino';
import {
  SOCKET_EVENT_BURST,
  SOCKET_EVENTS_PER_SECOND,
  SYNC_MAX_WISHES,
  WATCH_MAX_WISHES,
  type SocketAckError,
} from '@wishwall/contracts/socket-events';
import { toWishCountsDto } from '@wishwall/core/wish-dto.mapper';
import type { Db } from '@wishwall/db/database';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import type { GatewaySocket } from './gateway-socket.ts';
import type { LiveWallState } from './live-wall-state.ts';
import { TokenBucket } from './token-bucket.ts';
import type { UserRooms } from './user-rooms.ts';
import { watchedWishes, wishRoom } from './wish-rooms.ts';

export interface SocketHandlerDeps {
  db: Db;
  state: LiveWallState;
  userRooms: UserRooms;
  logger: Logger;
}

const WISH_ID = /^[1-9][0-9]{0,17}$/;

/**
 * One browser's connection: the state it is sent on (re)connecting, and what it may ask —
 * the counts of the wishes it shows (`sync`), a wish page's votes (`watch`, `unwatch`) and
 * the wallet pushes of its session (`identify`). Every ask is checked and bounded.
 */
export function serveSocket(
  socket: GatewaySocket,
  { db, state, userRooms, logger }: SocketHandlerDeps,
): void {
  // Every event costs a token (decision 0018): a socket past the rate is a script, not the
  // web client, and is disconnected rather than served.
  const events = new TokenBucket(SOCKET_EVENT_BURST, SOCKET_EVENTS_PER_SECOND);
  socket.use((_event, next) => {
    if (events.take()) return next();
    logger.warn({ socketId: socket.id }, 'socket over its event rate: disconnected');
    socket.disconnect(true);
  });
  // A (re)connecting client gets the current state at once: it may have missed updates.
  socket.emit('counter', state.counter.value);
  socket.emit('top', state.top);
  if (state.round) socket.emit('round', state.round);
  socket.on('sync', async (wishIds, ack) => {
    if (typeof ack !== 'function') return;
    const ids = Array.isArray(wishIds)
      ? wishIds.filter((id): id is string => typeof id === 'string' && WISH_ID.test(id))
      : [];
    const rows = await new WishRepository(db)
      .countsOf(ids.slice(0, SYNC_MAX_WISHES))
      .catch(() => []);
    ack(rows.map(toWishCountsDto));
  });
  socket.on('watch', (wishId, ack) => {
    const answer = (error: SocketAckError | null) => {
      if (typeof ack === 'function') ack(error);
    };
    if (typeof wishId !== 'string' || !WISH_ID.test(wishId)) {
      return answer({ code: 'validation_failed', message: 'Not a wish id' });
    }
    // The rooms a socket holds are bounded, so one socket can't grow the server's memory.
    if (!socket.rooms.has(wishRoom(wishId)) && watchedWishes(socket) >= WATCH_MAX_WISHES) {
      return answer({
        code: 'rate_limited',
        message: `A connection watches at most ${WATCH_MAX_WISHES} wishes; unwatch one first`,
      });
    }
    void socket.join(wishRoom(wishId));
    answer(null);
  });
  socket.on('unwatch', (wishId) => {
    if (typeof wishId === 'string') void socket.leave(wishRoom(wishId));
  });
  socket.on('identify', async (token, ack) => {
    const identified = await userRooms.identify(socket, token);
    if (typeof ack === 'function') ack(identified);
  });
}
