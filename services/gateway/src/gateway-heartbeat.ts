import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import { ProcessStatsBoard } from '@wishwall/events/process-stats';
import type { GatewayMetrics } from './gateway-metrics.ts';

/**
 * Publishes this gateway's live figures for the operators' console every second: sockets
 * connected, messages sent per second, event-stream lag. Returns the stop, which removes them.
 */
export function startGatewayHeartbeat({
  redis,
  redisPrefix,
  metrics,
  connectedSockets,
  onError,
}: {
  /**
   * A connection of its own, which fails fast (`FAIL_FAST_REDIS_OPTIONS`): it is closed with
   * the heartbeat, and the stop's last write is bounded by its command timeout.
   */
  redis: Redis;
  redisPrefix: string;
  metrics: GatewayMetrics;
  connectedSockets: () => number;
  onError: (error: unknown) => void;
}): () => Promise<void> {
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
