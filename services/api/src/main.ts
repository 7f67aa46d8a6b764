import { loadConfig } from '@wishwall/config/config';
import { createLogger } from '@wishwall/observability/logger';
import { requireDatabaseUrl } from '@wishwall/config/require-database-url';
import { closeOnSignals } from '@wishwall/observability/shutdown';
import { createDb } from '@wishwall/db/create-db';
import { createRequestRedis } from '@wishwall/events/create-redis';
import { buildApp } from './app.ts';

const config = loadConfig();
const logger = createLogger(config, 'api');
const db = createDb({
  url: requireDatabaseUrl(config),
  poolSize: config.databasePoolSize,
  applicationName: 'wishwall-api',
  onIdleError: (error) => logger.warn({ err: error }, 'idle Postgres connection lost'),
});
// Auto-pipelining: the commands of the requests handled in one event-loop turn (rate limits,
// revocation checks, stream appends) reach Redis in one write. Fail-fast: a request never
// waits out a Redis outage (decision 0018).
const redis = createRequestRedis(config.redisUrl, 'wishwall-api', { enableAutoPipelining: true });
const app = await buildApp({ config, db, redis, logger });

closeOnSignals(logger, async () => {
  await app.close();
  await db.destroy();
  redis.disconnect();
});
await app.listen({ host: config.host, port: config.port });
