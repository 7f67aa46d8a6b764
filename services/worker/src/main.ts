import { createServer } from 'node:http';
import { loadConfig } from '@wishwall/config/config';
import { createLogger } from '@wishwall/observability/logger';
import { requireDatabaseUrl } from '@wishwall/config/require-database-url';
import { requireSmtpUrl } from '@wishwall/config/require-smtp-url';
import { serveMetrics } from '@wishwall/observability/metrics';
import { closeOnSignals } from '@wishwall/observability/shutdown';
import { createDb } from '@wishwall/db/create-db';
import { createRedis } from '@wishwall/events/create-redis';
import { createWorkerApp } from './worker-app.ts';

const config = loadConfig();
const logger = createLogger(config, 'worker');
const databaseUrl = requireDatabaseUrl(config);
const smtpUrl = requireSmtpUrl(config);
const db = createDb({
  url: databaseUrl,
  poolSize: config.databasePoolSize,
  applicationName: 'wishwall-worker',
  onIdleError: (error) => logger.warn({ err: error }, 'idle Postgres connection lost'),
});
const redis = createRedis(config.redisUrl, 'wishwall-worker');
const worker = createWorkerApp({ config, databaseUrl, smtpUrl, db, redis, logger });

const healthServer = createServer((request, response) => {
  if (request.url === '/metrics') {
    void serveMetrics(worker.metrics, config.metricsToken, request, response);
    return;
  }
  const healthy = request.url === '/healthz';
  response.writeHead(healthy ? 200 : 404, { 'content-type': 'application/json' });
  response.end(healthy ? JSON.stringify({ status: true, data: { ok: true }, message: 'OK' }) : '');
});

closeOnSignals(logger, async () => {
  healthServer.close();
  await worker.stop();
  await db.destroy();
  redis.disconnect();
});
await worker.start();
healthServer.listen(config.workerPort, config.host);
