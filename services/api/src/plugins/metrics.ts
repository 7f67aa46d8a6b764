import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram } from 'prom-client';
import { createMetricsRegistry, isMetricsRequestAllowed } from '@wishwall/config/metrics';

const REACTION_ROUTE = '/v1/wishes/:id/react';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reaction group commit's figures: batch sizes, and the presses waiting. */
    reactionMetrics: {
      observeBatch: (size: number) => void;
      watchWaiting: (waiting: () => number) => void;
    };
  }
}

/**
 * Prometheus metrics of the API at `/metrics` (token-guarded, not routed by nginx): request
 * durations by route and status, reactions accepted and refused, the Node defaults.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { token }: { token: string | undefined }) => {
    const registry = createMetricsRegistry('api');
    const requestDuration = new Histogram({
      name: 'wishwall_http_request_duration_seconds',
      help: 'HTTP request duration by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    });
    const reactions = new Counter({
      name: 'wishwall_reactions_total',
      help: 'Reaction presses, by outcome (accepted, or refused with its status)',
      labelNames: ['outcome', 'status'],
      registers: [registry],
    });

    const batchSize = new Histogram({
      name: 'wishwall_reaction_batch_size',
      help: 'Presses per group-commit batch',
      buckets: [1, 2, 5, 10, 20, 50, 100, 200],
      registers: [registry],
    });
    let waiting = () => 0;
    new Gauge({
      name: 'wishwall_reaction_presses_waiting',
      help: 'Presses waiting for a group-commit slot',
      registers: [registry],
      collect() {
        this.set(waiting());
      },
    });
    app.decorate('reactionMetrics', {
      observeBatch: (size: number) => batchSize.observe(size),
      watchWaiting: (read: () => number) => {
        waiting = read;
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      // Unmatched paths share one label: a scanner must not create a series per URL.
      const route = request.routeOptions.url ?? 'unmatched';
      const status = String(reply.statusCode);
      requestDuration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
      if (route === REACTION_ROUTE && request.method === 'POST') {
        reactions.inc({ outcome: reply.statusCode < 400 ? 'accepted' : 'refused', status });
      }
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      // Without the token it answers as a path that does not exist (the envelope's 404).
      if (!isMetricsRequestAllowed(token, request.headers.authorization)) {
        return reply.callNotFound();
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
