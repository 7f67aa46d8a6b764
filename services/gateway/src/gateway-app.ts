import type { Server as HttpServer } from 'node:http';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { Server } from 'socket.io';
import type { Config } from '@wishwall/config/config';
import { SOCKET_MAX_FRAME_BYTES, SOCKET_PATH } from '@wishwall/contracts/socket-events';
import { poolUseOf } from '@wishwall/db/create-db';
import type { Db } from '@wishwall/db/database';
import { EventStreamReader } from '@wishwall/events/event-stream-reader';
import { redisKeys } from '@wishwall/events/redis-keys';
import { capConnectionsPerAddress } from './connections-per-address.ts';
import { startGatewayHeartbeat } from './gateway-heartbeat.ts';
import { countSentPackets, createGatewayMetrics } from './gateway-metrics.ts';
import type { GatewayServer } from './gateway-socket.ts';
import { LiveFanOut } from './live-fan-out.ts';
import { LiveWallState } from './live-wall-state.ts';
import { PushThrottle } from './push-throttle.ts';
import { serveSocket, type EventAllowance } from './socket-handlers.ts';
import { SocketIdentity } from './socket-identity.ts';
import { streamEventRouter } from './stream-event-router.ts';
import { UserRooms } from './user-rooms.ts';
import { WishCountsReader } from './wish-counts-reader.ts';

export interface GatewayDeps {
  config: Config;
  db: Db;
  /** A connection of the gateway's own: the stream reader blocks on it. */
  streamRedis: Redis;
  httpServer: HttpServer;
  logger: Logger;
  /** What each socket may send; the contract's allowance unless a test needs another. */
  eventAllowance?: EventAllowance;
}

export interface GatewayApp {
  io: GatewayServer;
  /** Served at the gateway's `/metrics`. */
  metrics: Registry;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The live push: reads every domain event from the Redis stream (`stream-event-router.ts`),
 * folds the wall's into absolute, versioned state (`live-wall-state.ts`), and sends what
 * changed (`live-fan-out.ts`) — at once when idle, at most once per tick under load — so a
 * burst becomes at most one message per tick per client. What a browser may ask is in
 * `socket-handlers.ts`; what a crowd may cost, in `connections-per-address.ts` and
 * `wish-counts-reader.ts`.
 */
export function createGatewayApp({
  config,
  db,
  streamRedis,
  httpServer,
  logger,
  eventAllowance,
}: GatewayDeps): GatewayApp {
  const io: GatewayServer = new Server(httpServer, {
    path: SOCKET_PATH,
    serveClient: false,
    maxHttpBufferSize: SOCKET_MAX_FRAME_BYTES,
  });
  capConnectionsPerAddress(io, {
    max: config.gatewayMaxConnectionsPerAddress,
    trustProxy: config.trustProxy,
  });
  const userRooms = new UserRooms(io, new SocketIdentity(db, config.jwtSecret));
  const countsReader = new WishCountsReader(db);
  const state = new LiveWallState(
    db,
    (error) => logger.warn({ err: error }, 'reading the live wall from Postgres failed'),
    () => throttle.changed(),
  );
  const metrics = createGatewayMetrics(
    () => io.engine.clientsCount,
    () => poolUseOf(db),
  );
  countSentPackets(io, metrics);
  const fanOut = new LiveFanOut({ io, state, metrics, logger });
  // A change goes out at once when the push is idle, and at most once per tick under load
  // (decision 0030): no change waits for a clock that has nothing to do with it. A costly
  // fan-out spaces the pushes out so that it keeps at most a third of the loop (decision 0032).
  const throttle = new PushThrottle(config.gatewayTickMs, () => fanOut.push());
  const routeEvent = streamEventRouter({
    io,
    userRooms,
    state,
    countsReader,
    wallChanged: () => throttle.changed(),
  });
  const reader = new EventStreamReader({
    redis: streamRedis,
    keys: redisKeys(config.redisPrefix),
    onEvents: (events) => events.forEach(routeEvent),
    onError: (error) => logger.warn({ err: error }, 'event stream read failed; retrying'),
    onLag: (ms) => (metrics.streamLag.ms = ms),
  });
  io.on('connection', (socket) =>
    serveSocket(socket, { countsReader, state, userRooms, logger, eventAllowance }),
  );
  let stopHeartbeat: (() => Promise<void>) | undefined;

  return {
    io,
    metrics: metrics.registry,
    async start() {
      // Note the stream's end before reading Postgres: events appended in between are
      // read again, and the version checks drop what the snapshot already holds.
      const from = await reader.currentEnd();
      await state.loadSnapshot();
      reader.start(from);
      fanOut.startResyncSweep(config.gatewayTickMs);
      stopHeartbeat = startGatewayHeartbeat({
        connection: streamRedis,
        redisPrefix: config.redisPrefix,
        metrics,
        connectedSockets: () => io.engine.clientsCount,
        logger,
      });
      logger.info({ counter: state.counter.value }, 'gateway started');
    },
    async stop() {
      throttle.stop();
      fanOut.stop();
      await stopHeartbeat?.();
      await reader.stop();
      await state.settled();
      // The HTTP server belongs to the caller (it may also serve the API): close only ours.
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
}
