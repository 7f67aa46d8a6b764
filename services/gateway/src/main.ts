import { createServer } from 'node:http';
import { loadConfig } from '@wishwall/config/config';
import { createLogger } from '@wishwall/observability/logger';
import { requireDatabaseUrl } from '@wishwall/config/require-database-url';
import { serveMetrics } from '@wishwall/observability/metrics';
import { closeOnSignals } from '@wishwall/observability/shutdown';
import { createDb } from '@wishwall/db/create-db';
import { createRedis } from '@wishwall/events/create-redis';
import { createGatewayApp } from './gateway-app.ts';

const config = loadConfig();
const logger = createLogger(config, 'gateway');
// The gateway only reads the counter's snapshot at start: a small pool suffices.
const db = createDb({
  url: requireDatabaseUrl(config),
  poolSize: 2,
  applicationName: 'wishwall-gateway',
  onIdleError: (error) => logger.warn({ err: error }, 'idle Postgres connection lost'),
});
const streamRedis = createRedis(config.redisUrl, 'wishwall-gateway-stream');

const httpServer = createServer((request, response) => {
  if (request.url === '/healthz') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: true, data: { ok: true }, message: 'OK' }));
    return;
  }
  if (request.url === '/metrics') {
    void serveMetrics(gateway.metrics, config.metricsToken, request, response);
    return;
  }
  // Socket.IO answers its own path before this handler runs.
  response.writeHead(404).end();
});
const gateway = createGatewayApp({ config, db, streamRedis, httpServer, logger });

closeOnSignals(logger, async () => {
  await gateway.stop();
  await new Promise<void>((resolve) => httpServer.close(() => resolve()));
  await db.destroy();
});
await gateway.start();
httpServer.listen(config.gatewayPort, config.host, () =>
  logger.info({ port: config.gatewayPort }, 'gateway listening'),
);
