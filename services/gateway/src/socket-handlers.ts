import type { Logger } from 'pino';
import {
  SOCKET_EVENT_BURST,
  SOCKET_EVENTS_PER_SECOND,
  SYNC_IDS_BURST,
  SYNC_IDS_PER_SECOND,
  SYNC_MAX_WISHES,
  WATCH_MAX_WISHES,
  type SocketAckError,
  type SocketRefusal,
} from '@wishwall/contracts/socket-events';
import { ReadsBusy } from '@wishwall/core/coalesced-reads';
import type { GatewaySocket } from './gateway-socket.ts';
import type { LiveWallState } from './live-wall-state.ts';
import { TokenBucket } from './token-bucket.ts';
import type { UserRooms } from './user-rooms.ts';
import type { WishCountsReader } from './wish-counts-reader.ts';
import { watchedWishes, wishRoom } from './wish-rooms.ts';

/** Events a socket may send: a burst, refilled at a rate per second. */
export interface EventAllowance {
  burst: number;
  perSecond: number;
}

export interface SocketHandlerDeps {
  countsReader: WishCountsReader;
  state: LiveWallState;
  userRooms: UserRooms;
  logger: Logger;
  /** `SOCKET_EVENT_BURST` and `SOCKET_EVENTS_PER_SECOND` unless given. */
  eventAllowance?: EventAllowance | undefined;
}

const WISH_ID = /^[1-9][0-9]{0,17}$/;
/** When a refusal for full reads says to ask again: soon, spread so the crowd does not return at once. */
const BUSY_RETRY_MS = 1_000;

function refusal(message: string, retryAfterMs: number): SocketRefusal {
  return { code: 'rate_limited', message, retryAfterMs };
}
const busy = () =>
  refusal(
    'The live service is busy; ask again shortly',
    BUSY_RETRY_MS + Math.floor(Math.random() * BUSY_RETRY_MS),
  );

/**
 * One browser's connection: the state it is sent on (re)connecting, and what it may ask —
 * the counts of the wishes it shows (`sync`), a wish page's votes (`watch`, `unwatch`) and
 * the wallet pushes of its session (`identify`). Every ask is checked and bounded.
 */
export function serveSocket(
  socket: GatewaySocket,
  {
    countsReader,
    state,
    userRooms,
    logger,
    eventAllowance = { burst: SOCKET_EVENT_BURST, perSecond: SOCKET_EVENTS_PER_SECOND },
  }: SocketHandlerDeps,
): void {
  // Every event costs a token (decision 0018): a socket past the rate is a script, not the
  // web client, and is disconnected rather than served.
  const events = new TokenBucket(eventAllowance.burst, eventAllowance.perSecond);
  socket.use((_event, next) => {
    if (events.take()) return next();
    logger.warn({ socketId: socket.id }, 'socket over its event rate: disconnected');
    socket.disconnect(true);
  });
  // A (re)connecting client gets the current state at once: it may have missed updates.
  socket.emit('counter', state.counter.value);
  socket.emit('top', state.top);
  if (state.round) socket.emit('round', state.round);
  // What a sync costs the gateway is a read per id, so the allowance counts ids.
  const syncIds = new TokenBucket(SYNC_IDS_BURST, SYNC_IDS_PER_SECOND);
  socket.on('sync', async (wishIds, ack) => {
    if (typeof ack !== 'function') return;
    const valid = Array.isArray(wishIds)
      ? [
          ...new Set(
            wishIds.filter((id): id is string => typeof id === 'string' && WISH_ID.test(id)),
          ),
        ]
      : [];
    // Every id sent was decoded, so every one is paid for; at most SYNC_MAX_WISHES are read.
    const ids = valid.slice(0, SYNC_MAX_WISHES);
    if (!syncIds.take(valid.length)) {
      const wait = syncIds.msUntil(valid.length);
      return ack(
        [],
        refusal(`Past this connection's sync allowance; ask again in ${wait} ms`, wait),
      );
    }
    try {
      ack(await countsReader.countsOf(ids));
    } catch (error) {
      if (error instanceof ReadsBusy) return ack([], busy());
      logger.warn({ err: error }, 'reading counts for a sync failed');
      ack([], refusal('The counts could not be read; ask again shortly', BUSY_RETRY_MS));
    }
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
    const answer = typeof ack === 'function' ? ack : () => {};
    try {
      answer(await userRooms.identify(socket, token));
    } catch (error) {
      if (error instanceof ReadsBusy) return answer(false, busy());
      logger.warn({ err: error }, 'checking a socket session failed');
      answer(false, refusal('The session could not be checked; ask again shortly', BUSY_RETRY_MS));
    }
  });
}
