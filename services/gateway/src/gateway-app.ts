import type { Server as HttpServer } from 'node:http';
import type { Socket as NetSocket } from 'node:net';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { Server, type Socket } from 'socket.io';
import type { Config } from '@wishwall/config/config';
import {
  SOCKET_EVENT_BURST,
  SOCKET_EVENTS_PER_SECOND,
  SOCKET_PATH,
  SYNC_MAX_WISHES,
  WATCH_MAX_WISHES,
  packCounts,
  type SocketAckError,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@wishwall/contracts/socket-events';
import { poolUseOf } from '@wishwall/db/create-db';
import type { Db } from '@wishwall/db/database';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import { FAIL_FAST_REDIS_OPTIONS } from '@wishwall/events/create-redis';
import { EventStreamReader } from '@wishwall/events/event-stream-reader';
import { redisKeys } from '@wishwall/events/redis-keys';
import { LiveWallState, type TickChanges } from './live-wall-state.ts';
import { SocketIdentity, type SocketSession } from './socket-identity.ts';
import { startGatewayHeartbeat } from './gateway-heartbeat.ts';
import { countSentPackets, createGatewayMetrics } from './gateway-metrics.ts';
import { PushThrottle } from './push-throttle.ts';
import { TokenBucket } from './token-bucket.ts';
import { userRoom, UserRooms } from './user-rooms.ts';

export interface GatewayDeps {
  config: Config;
  db: Db;
  /** A connection of the gateway's own: the stream reader blocks on it. */
  streamRedis: Redis;
  httpServer: HttpServer;
  logger: Logger;
}

type GatewaySocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  never,
  { stale?: boolean; session?: SocketSession | undefined }
>;

export interface GatewayApp {
  io: Server<ClientToServerEvents, ServerToClientEvents>;
  /** Served at the gateway's `/metrics`. */
  metrics: Registry;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A client whose connection holds more than this unsent is skipped until it drains. */
const SLOW_CLIENT_BUFFER_BYTES = 256 * 1024;
const WISH_ID = /^[1-9][0-9]{0,17}$/;
const wishRoom = (wishId: string) => `wish:${wishId}`;

function watchedWishes(socket: GatewaySocket): number {
  let watched = 0;
  for (const room of socket.rooms) if (room.startsWith('wish:')) watched += 1;
  return watched;
}

function isBackedUp(socket: GatewaySocket): boolean {
  const connection = socket.conn.request.socket as NetSocket | undefined;
  return (connection?.writableLength ?? 0) > SLOW_CLIENT_BUFFER_BYTES;
}

/**
 * The live push: reads every domain event from the Redis stream, folds them into absolute,
 * versioned state, and emits what changed — at once when idle, at most once per tick under
 * load — so a burst becomes at most one message per tick per client. A client that can't keep up is skipped (memory stays bounded)
 * and told to resync once it has drained.
 */
export function createGatewayApp({
  config,
  db,
  streamRedis,
  httpServer,
  logger,
}: GatewayDeps): GatewayApp {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
  });
  const userRooms = new UserRooms(io, new SocketIdentity(db, config.jwtSecret));
  const state = new LiveWallState(
    db,
    (error) => logger.warn({ err: error }, 'reading the live wall from Postgres failed'),
    () => throttle.changed(),
  );
  const reader = new EventStreamReader({
    redis: streamRedis,
    keys: redisKeys(config.redisPrefix),
    onEvents: (events) =>
      events.forEach((event) => {
        // A wallet is one user's: it goes to their sockets at once, not into the wall's tick.
        if (event.type === 'wallet.changed') {
          const { userId, balance, version } = event.payload;
          io.to(userRoom(userId)).emit('wallet', { balance, version });
        } else if (event.type === 'user.sessions_ended') {
          userRooms.sessionsEnded(event.payload);
        } else if (event.type === 'raffle.drawn') {
          // Once per round and final: every open wall shows it at once.
          const { wishId, likes, drawnAt } = event.payload;
          io.emit('raffle', { wishId, likes, drawnAt });
        } else if (state.apply(event)) {
          throttle.changed();
        }
      }),
    onError: (error) => logger.warn({ err: error }, 'event stream read failed; retrying'),
    onLag: (ms) => (metrics.streamLag.ms = ms),
  });

  const metrics = createGatewayMetrics(
    () => io.engine.clientsCount,
    () => poolUseOf(db),
  );
  countSentPackets(io, metrics);
  let stopHeartbeat: (() => Promise<void>) | undefined;
  const broadcast = (emit: () => void, event: string) => {
    emit();
    metrics.broadcasts.inc({ event });
  };

  io.on('connection', (socket: GatewaySocket) => {
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
    socket.on('sync', async (wishIds, ack) => {
      if (typeof ack !== 'function') return;
      const ids = Array.isArray(wishIds)
        ? wishIds.filter((id): id is string => typeof id === 'string' && WISH_ID.test(id))
        : [];
      const rows = await new WishRepository(db)
        .countsOf(ids.slice(0, SYNC_MAX_WISHES))
        .catch(() => []);
      ack(
        rows.map((row) => ({
          wishId: row.id,
          likes: row.likes,
          hearts: row.hearts,
          dislikes: row.dislikes,
          version: row.counts_version,
        })),
      );
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
  });

  /** Sockets skipped because they were backed up; each gets a resync once it has drained. */
  const staleSockets = new Set<GatewaySocket>();
  function resyncDrained(): void {
    for (const socket of staleSockets) {
      if (socket.disconnected) staleSockets.delete(socket);
      else if (!isBackedUp(socket)) {
        staleSockets.delete(socket);
        socket.data.stale = false;
        socket.emit('counter', state.counter.value);
        socket.emit('top', state.top);
        socket.emit('resync');
      }
    }
  }

  function emitTick(changes: TickChanges): void {
    resyncDrained();
    for (const socket of io.of('/').sockets.values() as Iterable<GatewaySocket>) {
      if (!socket.data.stale && isBackedUp(socket)) {
        socket.data.stale = true;
        staleSockets.add(socket);
      }
    }
    const live = staleSockets.size > 0 ? io.except([...staleSockets].map((s) => s.id)) : io;
    const { counter, top } = changes;
    if (counter) broadcast(() => live.emit('counter', counter), 'counter');
    if (changes.counts.length > 0) {
      const batch = changes.counts.map(packCounts);
      if (top) broadcast(() => live.emit('counts', batch, top), 'counts');
      else broadcast(() => live.emit('counts', batch), 'counts');
    } else if (top) {
      broadcast(() => live.emit('top', top), 'top');
    }
    if (changes.published.length > 0) {
      broadcast(() => live.emit('published', changes.published), 'published');
    }
    // A wish page's votes go to its watchers only; a room nobody holds is not encoded for
    // nobody (a spread burst changes a hundred wishes' votes in every push).
    const rooms = io.of('/').adapter.rooms;
    for (const [wishId, votes] of changes.votes) {
      if (!rooms.get(wishRoom(wishId))?.size) continue;
      broadcast(() => live.to(wishRoom(wishId)).emit('votes', votes), 'votes');
    }
  }

  /** One push; resolves with the milliseconds its fan-out kept the event loop busy. */
  const flush = async (): Promise<number> => {
    const endTick = metrics.tickDuration.startTimer();
    try {
      const changes = await state.takeChanges();
      const fanoutStarted = performance.now();
      emitTick(changes);
      const fanoutMs = performance.now() - fanoutStarted;
      metrics.fanoutDuration.observe(fanoutMs / 1000);
      endTick();
      return fanoutMs;
    } catch (error) {
      logger.error({ err: error }, 'live push tick failed');
      return 0;
    }
  };
  // A change goes out at once when the push is idle, and at most once per tick under load
  // (decision 0030): no change waits for a clock that has nothing to do with it. A costly
  // fan-out spaces the pushes out so that it keeps at most a third of the loop (decision 0032).
  const throttle = new PushThrottle(config.gatewayTickMs, flush);
  let resyncSweep: NodeJS.Timeout | undefined;

  return {
    io,
    metrics: metrics.registry,
    async start() {
      // Note the stream's end before reading Postgres: events appended in between are
      // read again, and the version checks drop what the snapshot already holds.
      const from = await reader.currentEnd();
      await state.loadSnapshot();
      reader.start(from);
      // A skipped client that drained is told to resync even when nothing else changes.
      resyncSweep = setInterval(() => {
        if (staleSockets.size > 0) resyncDrained();
      }, config.gatewayTickMs);
      // Fail-fast: a beat missed in an outage is retried on the next, and the stop's last
      // write gives up after REQUEST_REDIS_TIMEOUT_MS instead of holding the shutdown.
      const heartbeatRedis = streamRedis.duplicate({
        ...FAIL_FAST_REDIS_OPTIONS,
        connectionName: 'wishwall-gateway-heartbeat',
      });
      // Failed beats are logged by onError; this keeps ioredis from printing each failed
      // reconnection as an unhandled error.
      heartbeatRedis.on('error', (error) => logger.debug({ err: error }, 'heartbeat connection'));
      stopHeartbeat = startGatewayHeartbeat({
        redis: heartbeatRedis,
        redisPrefix: config.redisPrefix,
        metrics,
        connectedSockets: () => io.engine.clientsCount,
        onError: (error) => logger.warn({ err: error }, 'publishing gateway figures failed'),
      });
      logger.info({ counter: state.counter.value }, 'gateway started');
    },
    async stop() {
      throttle.stop();
      clearInterval(resyncSweep);
      await stopHeartbeat?.();
      await reader.stop();
      await state.settled();
      // The HTTP server belongs to the caller (it may also serve the API): close only ours.
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
}
