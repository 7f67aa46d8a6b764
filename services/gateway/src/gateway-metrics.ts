import { Counter, Gauge, Histogram } from 'prom-client';
import type { Server } from 'socket.io';
import {
  addPoolMetrics,
  createMetricsRegistry,
  type PoolFigures,
} from '@wishwall/observability/metrics';

/**
 * The gateway's Prometheus metrics: sockets connected, broadcasts by event (each reaches
 * every live socket of its room), messages and bytes actually written to sockets, tick and
 * fan-out durations, the event stream's lag, the Postgres pool, the Node defaults.
 */
export function createGatewayMetrics(
  connectedSockets: () => number,
  pool: () => PoolFigures | undefined = () => undefined,
) {
  const registry = createMetricsRegistry('gateway');
  addPoolMetrics(registry, pool);
  new Gauge({
    name: 'wishwall_gateway_sockets_connected',
    help: 'Socket.IO connections open on this gateway',
    registers: [registry],
    collect() {
      this.set(connectedSockets());
    },
  });
  // Counted in plain numbers on the send path (one addition per packet), handed to the
  // counters when scraped.
  const sent = { messages: 0, bytes: 0 };
  const reported = { messages: 0, bytes: 0 };
  new Counter({
    name: 'wishwall_gateway_messages_sent_total',
    help: 'Engine.IO packets written to sockets (one per recipient, pings included)',
    registers: [registry],
    collect() {
      this.inc(sent.messages - reported.messages);
      reported.messages = sent.messages;
    },
  });
  new Counter({
    name: 'wishwall_gateway_bytes_sent_total',
    help: 'Bytes of the packets written to sockets (payloads, before WebSocket framing)',
    registers: [registry],
    collect() {
      this.inc(sent.bytes - reported.bytes);
      reported.bytes = sent.bytes;
    },
  });
  const streamLag = { ms: 0 };
  new Gauge({
    name: 'wishwall_gateway_stream_lag_seconds',
    help: 'How long the newest event this gateway read had waited on the stream',
    registers: [registry],
    collect() {
      this.set(streamLag.ms / 1000);
    },
  });
  return {
    registry,
    sent,
    streamLag,
    broadcasts: new Counter({
      name: 'wishwall_gateway_broadcasts_total',
      help: 'Messages broadcast per tick, by socket event',
      labelNames: ['event'],
      registers: [registry],
    }),
    tickDuration: new Histogram({
      name: 'wishwall_gateway_tick_duration_seconds',
      help: 'Time to fold one tick of events and emit it',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
      registers: [registry],
    }),
    fanoutDuration: new Histogram({
      name: 'wishwall_gateway_fanout_duration_seconds',
      help: 'Time to emit one tick’s changes to every socket',
      buckets: [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1],
      registers: [registry],
    }),
  };
}
export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;

/** Counts every packet each connection writes, and its bytes, into `metrics.sent`. */
export function countSentPackets(io: Server, { sent }: GatewayMetrics): void {
  // A broadcast hands every recipient the same encoded string: measure it once.
  let lastData: unknown;
  let lastBytes = 0;
  io.engine.on('connection', (connection: NodeJS.EventEmitter) => {
    connection.on('packetCreate', (packet: { data?: unknown }) => {
      const { data } = packet;
      if (data !== lastData) {
        lastData = data;
        lastBytes =
          typeof data === 'string'
            ? Buffer.byteLength(data)
            : ArrayBuffer.isView(data)
              ? data.byteLength
              : 0;
      }
      sent.messages += 1;
      sent.bytes += lastBytes + 1; // + the packet-type character
    });
  });
}
