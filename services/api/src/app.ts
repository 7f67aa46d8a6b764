import Fastify from 'fastify';
import type { Logger } from 'pino';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Redis } from 'ioredis';
import type { Config } from '@wishwall/config/config';
import type { Db } from '@wishwall/db/database';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { webClientPlugin } from './plugins/web-client.ts';
import { healthRoutes } from './routes/health.routes.ts';
import { wishRoutes } from './routes/wish.routes.ts';
import { WallService } from './services/wall.service.ts';

export interface ApiDeps {
  config: Config;
  db: Db;
  redis: Redis;
  /** The process's logger; without one the app logs at the configured level itself. */
  logger?: Logger;
}

/** Builds the API without listening: `main.ts` listens, tests use `inject`. */
export async function buildApp({ config, db, redis, logger }: ApiDeps) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    // Unknown fields are stripped, not rejected: clients may send more than a route reads.
    ajv: { customOptions: { removeAdditional: 'all' } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errorHandlerPlugin);
  await app.register(helmet, {
    // TLS ends at the proxy in production; locally, upgrading requests would break http.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    hsts: config.env === 'production',
  });
  await app.register(cors, { origin: config.publicUrl });
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { db, redis });
  await app.register(wishRoutes, { prefix: '/v1', wall: new WallService(db) });
  if (config.webDist) await app.register(webClientPlugin, { root: config.webDist });
  return app;
}
export type ApiApp = Awaited<ReturnType<typeof buildApp>>;
