import { Counter, Gauge, Histogram } from 'prom-client';
import { createMetricsRegistry } from '@wishwall/config/metrics';

/**
 * The gateway's Prometheus metrics: sockets connected, broadcasts by event (each reaches
 * every live socket of its room), tick duration, the Node defaults.
 */
export function createGatewayMetrics(connectedSockets: () => number) {
  const registry = createMetricsRegistry('gateway');
  new Gauge({
    name: 'wishwall_gateway_sockets_connected',
    help: 'Socket.IO connections open on this gateway',
    registers: [registry],
    collect() {
      this.set(connectedSockets());
    },
  });
  return {
    registry,
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
  };
}
