import fp from 'fastify-plugin';
import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Counter, Gauge, Histogram } from 'prom-client';
import {
  addPoolMetrics,
  createMetricsRegistry,
  isMetricsRequestAllowed,
} from '@wishwall/observability/metrics';
import { poolUseOf } from '@wishwall/db/create-db';
import type { Db } from '@wishwall/db/database';
import { ProcessStatsBoard } from '@wishwall/events/process-stats';

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

/** Reactions per second are averaged over this many heartbeats (seconds). */
const RATE_WINDOW = 5;

interface MetricsOptions {
  token: string | undefined;
  db: Db;
  /** Where the process publishes its reactions per second for the console. */
  redis: Redis;
  redisPrefix: string;
}

/**
 * Prometheus metrics of the API at `/metrics` (token-guarded, not routed by nginx): request
 * durations by route and status, reactions accepted and refused, the group commit, the
 * Postgres pool, the Node defaults. Every second the process also publishes its accepted
 * reactions per second for the operators' console (decision 0027).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, { token, db, redis, redisPrefix }: MetricsOptions) => {
    const registry = createMetricsRegistry('api');
    addPoolMetrics(registry, () => poolUseOf(db));
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

    let acceptedReactions = 0;
    app.addHook('onResponse', async (request, reply) => {
      // Unmatched paths share one label: a scanner must not create a series per URL.
      const route = request.routeOptions.url ?? 'unmatched';
      const status = String(reply.statusCode);
      requestDuration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
      if (route === REACTION_ROUTE && request.method === 'POST') {
        const accepted = reply.statusCode < 400;
        reactions.inc({ outcome: accepted ? 'accepted' : 'refused', status });
        if (accepted) acceptedReactions += 1;
      }
    });

    const samples: { at: number; total: number }[] = [];
    let stopHeartbeat: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      // The count at start: presses before the first beat count in the first rate too.
      samples.push({ at: Date.now(), total: acceptedReactions });
      stopHeartbeat = new ProcessStatsBoard(redis, redisPrefix).beat(
        'api',
        `${hostname()}:${process.pid}`,
        () => {
          samples.push({ at: Date.now(), total: acceptedReactions });
          if (samples.length > RATE_WINDOW + 1) samples.shift();
          const [first, last] = [samples[0], samples.at(-1)];
          const seconds = first && last ? (last.at - first.at) / 1000 : 0;
          return {
            reactions_per_second:
              first && last && seconds > 0 ? (last.total - first.total) / seconds : 0,
          };
        },
        (error) => app.log.debug({ err: error }, 'publishing the API’s figures failed'),
      );
    });
    app.addHook('onClose', async () => stopHeartbeat?.());

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
