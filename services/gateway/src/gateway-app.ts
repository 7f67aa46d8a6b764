import type { Server as HttpServer } from 'node:http';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Server } from 'socket.io';
import type { Config } from '@wishwall/config/config';
import type { DomainEventEnvelope } from '@wishwall/contracts/domain-events';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type CounterState,
  type ServerToClientEvents,
} from '@wishwall/contracts/socket-events';
import type { Db } from '@wishwall/db/database';
import { WallCounterRepository } from '@wishwall/db/repositories/wall-counter.repository';
import { EventStreamReader } from '@wishwall/events/event-stream-reader';
import { redisKeys } from '@wishwall/events/redis-keys';
import { VersionedState } from './versioned-state.ts';

export interface GatewayDeps {
  config: Config;
  db: Db;
  /** A connection of the gateway's own: the stream reader blocks on it. */
  streamRedis: Redis;
  httpServer: HttpServer;
  logger: Logger;
}

export interface GatewayApp {
  io: Server<ClientToServerEvents, ServerToClientEvents>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The live push: reads every domain event from the Redis stream, folds them into absolute,
 * versioned state, and emits what changed to the browsers once per tick, so a burst of
 * events becomes at most one message per tick per client.
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
  const counter = new VersionedState<CounterState>({ value: 0, version: -1 });
  let counterChanged = false;

  const reader = new EventStreamReader({
    redis: streamRedis,
    keys: redisKeys(config.redisPrefix),
    onEvents: (events) => events.forEach(applyEvent),
    onError: (error) => logger.warn({ err: error }, 'event stream read failed; retrying'),
  });

  function applyEvent(event: DomainEventEnvelope): void {
    switch (event.type) {
      case 'wish.published':
        counterChanged =
          counter.apply({
            value: event.payload.publishedCount,
            version: event.payload.counterVersion,
          }) || counterChanged;
        break;
    }
  }

  function flush(): void {
    if (!counterChanged) return;
    counterChanged = false;
    io.emit('counter', counter.value);
  }

  // A (re)connecting client gets the current state at once: it may have missed updates.
  io.on('connection', (socket) => {
    socket.emit('counter', counter.value);
  });

  let tick: NodeJS.Timeout | undefined;

  return {
    io,
    async start() {
      // Note the stream's end before reading Postgres: events appended in between are
      // read again, and the version check drops the ones the snapshot already holds.
      const from = await reader.currentEnd();
      const snapshot = await new WallCounterRepository(db).get();
      counter.apply({ value: snapshot.published_count, version: snapshot.version });
      reader.start(from);
      tick = setInterval(flush, config.gatewayTickMs);
      logger.info({ counter: counter.value }, 'gateway started');
    },
    async stop() {
      clearInterval(tick);
      await reader.stop();
      // The HTTP server belongs to the caller (it may also serve the API): close only ours.
      io.disconnectSockets(true);
      io.engine.close();
    },
  };
}
