import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';

/**
 * A process's Prometheus registry: the default Node metrics (event-loop delay, heap, GC)
 * plus whatever the process adds, each series labelled with the service.
 */
export function createMetricsRegistry(service: 'api' | 'gateway' | 'worker'): Registry {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** What a Postgres pool holds: its size, connections open, idle, and clients waiting. */
export interface PoolFigures {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

/**
 * `wishwall_pg_pool_connections{state}` (max, open, idle, in_use) and
 * `wishwall_pg_pool_waiting`: the process's Postgres pool, read when scraped.
 */
export function addPoolMetrics(registry: Registry, read: () => PoolFigures | undefined): void {
  new Gauge({
    name: 'wishwall_pg_pool_connections',
    help: 'Postgres pool connections by state (max, open, idle, in_use)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = read();
      if (!pool) return;
      this.set({ state: 'max' }, pool.max);
      this.set({ state: 'open' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'in_use' }, pool.total - pool.idle);
    },
  });
  new Gauge({
    name: 'wishwall_pg_pool_waiting',
    help: 'Queries waiting for a Postgres pool connection',
    registers: [registry],
    collect() {
      this.set(read()?.waiting ?? 0);
    },
  });
}

/**
 * `/metrics` is for Prometheus only (decision 0022): it needs `Authorization: Bearer
 * <METRICS_TOKEN>`, and without a configured token it is not served at all.
 */
export function isMetricsRequestAllowed(
  token: string | undefined,
  authorization: string | undefined,
): boolean {
  if (!token || !authorization) return false;
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(authorization);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** `/metrics` on a process's plain HTTP server (gateway, worker): 404 unless allowed. */
export async function serveMetrics(
  registry: Registry,
  token: string | undefined,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (!isMetricsRequestAllowed(token, request.headers.authorization)) {
    response.writeHead(404).end();
    return;
  }
  try {
    const body = await registry.metrics();
    response.writeHead(200, { 'content-type': registry.contentType }).end(body);
  } catch {
    response.writeHead(503).end();
  }
}
