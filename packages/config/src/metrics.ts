import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Registry } from 'prom-client';

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
