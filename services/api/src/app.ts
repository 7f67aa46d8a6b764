import { EventEmitter } from 'node:events';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@wishwall/config/config';
import type { Db } from '@wishwall/db/database';
import { createApiInstance } from './api-instance.ts';
import { createApiServices } from './composition/api-services.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { inputHygienePlugin } from './plugins/input-hygiene.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { queueDashboardPlugin } from './plugins/queue-dashboard.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { rateLimitPlugin } from './plugins/rate-limits.ts';
import { staticAssetsPlugin } from './plugins/static-assets.ts';
import { webClientPlugin } from './plugins/web-client.ts';
import { firstScreenSource } from './first-screens/first-screen-source.ts';
import { webServerEntryPath } from './first-screens/web-server-entry.ts';
import { OVERVIEW_SOCKET_PATH } from './routes/admin-overview-socket.routes.ts';
import { healthRoutes } from './routes/health.routes.ts';
import { shareCardRoutes } from './routes/share-card.routes.ts';
import { v1Routes } from './routes/v1.routes.ts';
import { ShareCardService } from './services/share-card.service.ts';
import { CardCache } from './share-cards/card-cache.ts';
import { LocalDiskAvatarStorage } from './storage/avatar-storage.ts';

/**
 * How long a copy of the wall's first page may be served if no event drops it (decision 0029):
 * the bound on its age should an invalidating event be lost.
 */
const FIRST_PAGE_MAX_AGE_MS = 1000;

/**
 * A share card whose counts alone changed is drawn again at most this often (decision 0057):
 * a popular wish's likes would otherwise cost a render each.
 */
const SHARE_CARD_REFRESH_MS = 5 * 60_000;
/** A kept share card is served this long without reading its wish again (decision 0057). */
const SHARE_CARD_RECHECK_MS = 1000;
/** Drawn cards kept, by their PNG bytes: about 500 cards of 60 KB. */
const SHARE_CARD_CACHE_BYTES = 32 * 1024 * 1024;

/** Rendered wish and information pages kept, by their HTML: some 1,000 pages of 30 KB. */
const FIRST_SCREEN_CACHE_BYTES = 32 * 1024 * 1024;

export interface ApiDeps {
  config: Config;
  db: Db;
  /** The request path's connection: one that fails fast (`createRequestRedis`, decision 0018). */
  redis: Redis;
  /** The process's logger; without one the app logs at the configured level itself. */
  logger?: Logger;
  /** The longest the wall's first page is served from its copy (decision 0029). */
  firstPageMaxAgeMs?: number;
  /** The shortest time between two drawings of a share card whose counts changed (0057). */
  shareCardRefreshMs?: number;
  /** The share cards' clock; tests move it past the refresh interval instead of waiting. */
  shareCardClock?: () => number;
  /** The first screens' clock (decision 0058), moved by tests past the wall's refresh. */
  firstScreenClock?: () => number;
}

/**
 * Builds the API without listening: `main.ts` listens, tests use `inject`. The services are
 * composed in `composition/api-services.ts`, the `/v1` routes registered in `routes/v1.routes.ts`.
 */
export async function buildApp({
  config,
  db,
  redis,
  logger,
  firstPageMaxAgeMs = FIRST_PAGE_MAX_AGE_MS,
  shareCardRefreshMs = SHARE_CARD_REFRESH_MS,
  shareCardClock = Date.now,
  firstScreenClock = Date.now,
}: ApiDeps) {
  const app = createApiInstance(config, logger);

  // External plugins first, then the app's own, then routes (fastify/demo's order).
  await app.register(errorHandlerPlugin);
  await app.register(inputHygienePlugin);
  await app.register(securityHeadersPlugin, { production: config.env === 'production' });
  // A preflight without its CORS headers gets an empty answer, not a plain-text 400.
  await app.register(cors, { origin: config.publicUrl, strictPreflight: false });
  await app.register(multipart);
  // The console's live overview (docs/decisions/0051-console-live-overview.md): small
  // messages only come in (the ticket); the server closes its sockets when it closes. The plugin
  // routes every upgrade it hears through Fastify and destroys those no WebSocket route takes,
  // which would cut off Socket.IO's on the same server: it hears only the overview's path.
  const overviewUpgrades = new EventEmitter();
  app.server.on('upgrade', (request, socket, head) => {
    const path = (request.url ?? '').split('?', 1)[0];
    if (path === OVERVIEW_SOCKET_PATH) overviewUpgrades.emit('upgrade', request, socket, head);
  });
  await app.register(websocket, {
    options: { maxPayload: 4096, server: overviewUpgrades as unknown as Server },
  });
  await app.register(rateLimitPlugin, { redis, prefix: config.redisPrefix });
  await app.register(openApiPlugin);
  await app.register(metricsPlugin, {
    token: config.metricsToken,
    db,
    redis,
    redisPrefix: config.redisPrefix,
  });
  await app.register(authPlugin, { config, db, redis });

  const avatars = new LocalDiskAvatarStorage(config.uploadsDir);
  await mkdir(avatars.directory, { recursive: true });
  await app.register(staticAssetsPlugin, { avatarsDir: avatars.directory });

  const services = createApiServices(app, { config, db, redis, avatars, firstPageMaxAgeMs });
  await app.register(healthRoutes, { db, redis });
  await app.register(v1Routes, { prefix: '/v1', config, services });
  // The link previews' images, at the site's paths beside the pages that name them.
  await app.register(shareCardRoutes, {
    cards: new ShareCardService({
      db,
      avatarsDir: avatars.directory,
      publicUrl: config.publicUrl,
      cache: new CardCache({
        maxBytes: SHARE_CARD_CACHE_BYTES,
        refreshMs: shareCardRefreshMs,
        recheckMs: SHARE_CARD_RECHECK_MS,
        now: shareCardClock,
      }),
    }),
    maxAgeSeconds: Math.ceil(shareCardRefreshMs / 1000),
  });
  await app.register(queueDashboardPlugin, {
    queues: services.operator.jobQueues,
    sessions: services.operator.queueSessions,
    db,
    publicUrl: config.publicUrl,
  });
  if (config.webDist) {
    await app.register(webClientPlugin, {
      root: config.webDist,
      publicUrl: config.publicUrl,
      ...(config.firstScreens === 'server' && {
        firstScreens: {
          entryPath: webServerEntryPath(config.webDist, config.webServerEntry),
          source: firstScreenSource(services),
          refreshMs: config.firstScreenRefreshMs,
          maxBytes: FIRST_SCREEN_CACHE_BYTES,
          now: firstScreenClock,
        },
      }),
      previewWish: (id, language) => services.wall.wall.preview(id, language),
      previewDocument: (type, language) => services.site.documents.preview(type, language),
    });
  }
  return app;
}
export type ApiApp = Awaited<ReturnType<typeof buildApp>>;
