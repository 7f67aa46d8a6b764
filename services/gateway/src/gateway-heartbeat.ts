import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { FAIL_FAST_REDIS_OPTIONS } from '@wishwall/events/create-redis';
import { ProcessStatsBoard } from '@wishwall/events/process-stats';
import type { GatewayMetrics } from './gateway-metrics.ts';

/**
 * Publishes this gateway's live figures for the operators' console every second: sockets
 * connected, messages sent per second, event-stream lag. Returns the stop, which removes them.
 */
export function startGatewayHeartbeat({
  connection,
  redisPrefix,
  metrics,
  connectedSockets,
  logger,
}: {
  /** A connection to the Redis to publish on: the heartbeat opens one of its own beside it. */
  connection: Redis;
  redisPrefix: string;
  metrics: GatewayMetrics;
  connectedSockets: () => number;
  logger: Logger;
}): () => Promise<void> {
  // Fail-fast: a beat missed in an outage is retried on the next, and the stop's last
  // write gives up after REQUEST_REDIS_TIMEOUT_MS instead of holding the shutdown. The
  // connection is closed with the heartbeat.
  const redis = connection.duplicate({
    ...FAIL_FAST_REDIS_OPTIONS,
    connectionName: 'wishwall-gateway-heartbeat',
  });
  // Failed beats are logged by onError; this keeps ioredis from printing each failed
  // reconnection as an unhandled error.
  redis.on('error', (error) => logger.debug({ err: error }, 'heartbeat connection'));
  const onError = (error: unknown) =>
    logger.warn({ err: error }, 'publishing gateway figures failed');
  const board = new ProcessStatsBoard(redis, redisPrefix);
  let last = { at: Date.now(), messages: metrics.sent.messages };
  const stop = board.beat(
    'gateway',
    `${hostname()}:${process.pid}`,
    () => {
      const now = { at: Date.now(), messages: metrics.sent.messages };
      const seconds = Math.max(0.001, (now.at - last.at) / 1000);
      const messagesPerSecond = (now.messages - last.messages) / seconds;
      last = now;
      return {
        sockets: connectedSockets(),
        messages_per_second: Math.round(messagesPerSecond),
        stream_lag_seconds: metrics.streamLag.ms / 1000,
      };
    },
    onError,
  );
  return async () => {
    await stop();
    redis.disconnect();
  };
}
