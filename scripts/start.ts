// `pnpm start`: the whole product at one URL on embedded defaults
// (docs/architecture.md#embedded-defaults). The API, the gateway (on the API's HTTP server) and the
// worker run in this one process; Postgres, Redis and the mail server are used from DATABASE_URL /
// REDIS_URL / SMTP_URL when set, and started locally otherwise (mail goes to a catcher with a web
// UI).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '@wishwall/config/config';
import { createLogger } from '@wishwall/observability/logger';
import { serveMetrics } from '@wishwall/observability/metrics';
import { closeOnSignals } from '@wishwall/observability/shutdown';
import { seedDemoWallet } from '@wishwall/operations/demo/demo-wallet.seed';
import { LedgerService } from '@wishwall/core/ledger.service';
import { createDb } from '@wishwall/db/create-db';
import { migrateToLatest } from '@wishwall/db/migrator';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { seedDemoWall } from '@wishwall/operations/demo/demo-wall.seed';
import { createRedis, createRequestRedis } from '@wishwall/events/create-redis';
import { ensureDatabase, startEmbeddedPostgres } from '@wishwall/local-infra/embedded-postgres';
import { redisAnswers, startLocalRedis } from '@wishwall/local-infra/local-redis';
import { localSecret } from '@wishwall/local-infra/local-secret';
import { startMailCatcher, type MailCatcher } from '@wishwall/local-infra/mail-catcher';
import { buildApp } from '@wishwall/api/app';
import { createGatewayApp } from '@wishwall/gateway/gateway-app';
import { createWorkerApp } from '@wishwall/worker/worker-app';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data');
const stops: (() => Promise<void>)[] = [];

let stopping: Promise<void> | undefined;

/** Stops what has started, last first; once, however many ask. */
function stopAll(): Promise<void> {
  stopping ??= (async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  })();
  return stopping;
}

/** Loopback and any-address binds are reached as `localhost`, the one name WebAuthn accepts. */
const LOCAL_HOSTS = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

function localUrl(config: Pick<Config, 'host' | 'port'>): string {
  return `http://${LOCAL_HOSTS.has(config.host) ? 'localhost' : config.host}:${config.port}`;
}

async function provideDatabase(config: Config): Promise<string> {
  if (config.databaseUrl) return config.databaseUrl;
  console.log(
    `Starting the embedded PostgreSQL (data in ${path.relative(root, dataDir)}/postgres)…`,
  );
  const postgres = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres') });
  stops.push(() => postgres.stop());
  await ensureDatabase(postgres.adminUrl, 'wishwall');
  return postgres.urlFor('wishwall');
}

async function provideRedis(config: Config): Promise<string> {
  if (await redisAnswers(config.redisUrl)) return config.redisUrl;
  if (process.env['REDIS_URL'])
    throw new ConfigError(`No Redis answers at REDIS_URL (${config.redisUrl}).`);
  console.log(`No Redis at ${config.redisUrl}: starting redis-server (data in .data/redis)…`);
  const redis = await startLocalRedis({ dataDir: path.join(dataDir, 'redis') });
  stops.push(() => redis.stop());
  return redis.url;
}

const DEFAULT_MAIL_UI_PORT = 3025;

function mailUiPort(): number {
  const raw = process.env['MAIL_UI_PORT'];
  if (!raw) return DEFAULT_MAIL_UI_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`MAIL_UI_PORT must be a port number, not "${raw}".`);
  }
  return port;
}

/** The catcher's web UI on MAIL_UI_PORT, or on a free port when another program holds it. */
async function startLocalMailCatcher(): Promise<MailCatcher> {
  const httpPort = mailUiPort();
  try {
    return await startMailCatcher({ httpPort });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    const moved = await startMailCatcher({ httpPort: 0 });
    // Said, so that whoever looks for it at the usual port knows where it went.
    console.log(
      `Port ${httpPort} is taken: the mail catcher's page is at ${moved.webUrl?.replace('//127.0.0.1:', '//localhost:')} instead.`,
    );
    return moved;
  }
}

async function provideMail(config: Config): Promise<{ smtpUrl: string; webUrl?: string }> {
  if (config.smtpUrl) return { smtpUrl: config.smtpUrl };
  const catcher = await startLocalMailCatcher();
  stops.push(() => catcher.stop());
  // Printed as `localhost`, like the product's own URL (the catcher listens on loopback).
  return {
    smtpUrl: catcher.smtpUrl,
    webUrl: catcher.webUrl?.replace('//127.0.0.1:', '//localhost:'),
  };
}

async function main() {
  const base = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const logger = createLogger(base, 'wishwall');
  // From here a signal stops the system — once what is starting has started, so that a Ctrl-C
  // while Postgres starts does not leave it running. A second signal exits at once.
  const started = startSystem(base, logger);
  let stopAsked = false;
  let running = false;
  closeOnSignals(logger, stopAll, { starting: started });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopAsked = true;
      if (!running) console.log('Stopping once the start under way is done…');
    });
  }
  // Started over an IPC channel (by scripts/in-own-session.ts under `pnpm start`, or by a test
  // runner: tests/e2e/global-setup.ts): the parent's end ends the channel, and the system stops
  // too, even when the parent was killed before it could stop it — before this module had even
  // loaded, in which case the channel is already closed.
  if (typeof process.send === 'function') {
    const parentGone = () => {
      if (!stopAsked) process.kill(process.pid, 'SIGTERM');
    };
    if (process.connected) process.once('disconnect', parentGone);
    else parentGone();
  }
  const { url, mailUrl } = await started;
  running = true;
  if (stopAsked) return;
  const mailLine = mailUrl ? `  Mail catcher  ${mailUrl}\n` : '';
  console.log(
    `\nWishwall is running at ${url}/en\n  API docs      ${url}/docs\n${mailLine}  Ctrl-C stops everything.\n`,
  );
  // The channel alone keeps nothing running.
  process.channel?.unref();
}

/** Starts everything `pnpm start` runs; resolves with the product's URL and the mail catcher's. */
async function startSystem(
  base: Config,
  logger: ReturnType<typeof createLogger>,
): Promise<{ url: string; mailUrl: string | undefined }> {
  const databaseUrl = await provideDatabase(base);
  const redisUrl = await provideRedis(base);
  const mail = await provideMail(base);
  const config: Config = {
    ...base,
    databaseUrl,
    redisUrl,
    smtpUrl: mail.smtpUrl,
    webDist: base.webDist ?? path.join(root, 'web', 'dist'),
    // Links in mail and the payment providers' return URLs must reach this very origin
    // (a browser keeps the session per origin: localhost and 127.0.0.1 are two), and passkeys
    // are bound to its host, which WebAuthn refuses to be an IP address
    // (docs/decisions/0053-passkeys.md).
    publicUrl: process.env['PUBLIC_URL'] ? base.publicUrl : localUrl(base),
    // Without JWT_SECRET a demo signs with a key made for this checkout (.data/jwt-secret),
    // never with a value anyone can read in the repository.
    jwtSecret: process.env['JWT_SECRET']
      ? base.jwtSecret
      : await localSecret(path.join(dataDir, 'jwt-secret')),
    // The same for the key of authenticator apps' secrets (64 hex digits: a hash of its own).
    totpEncryptionKey: process.env['TOTP_ENCRYPTION_KEY']
      ? base.totpEncryptionKey
      : createHash('sha256')
          .update(await localSecret(path.join(dataDir, 'totp-key')))
          .digest('hex'),
  };

  const db = createDb({
    url: databaseUrl,
    poolSize: config.databasePoolSize,
    onIdleError: (error) => logger.debug({ err: error }, 'idle Postgres connection lost'),
  });
  stops.push(() => db.destroy());
  await migrateToLatest(db);
  if ((await new UserRepository(db).count()) === 0) {
    const seeded = await seedDemoWall(db);
    await seedDemoWallet(db, new LedgerService(db, () => {}));
    console.log(`First start: seeded a demo wall of ${seeded.wishes} wishes.`);
  }

  const redis = createRedis(redisUrl, 'wishwall');
  const streamRedis = createRedis(redisUrl, 'wishwall-gateway-stream');
  // The API's own connection, auto-pipelined and failing fast as in services/api/src/main.ts.
  const apiRedis = createRequestRedis(redisUrl, 'wishwall-api', { enableAutoPipelining: true });
  stops.push(async () => {
    redis.disconnect();
    apiRedis.disconnect();
  });
  const api = await buildApp({
    config,
    db,
    redis: apiRedis,
    logger: logger.child({ service: 'api' }),
  });
  const gateway = createGatewayApp({
    config,
    db,
    streamRedis,
    httpServer: api.server,
    logger: logger.child({ service: 'gateway' }),
  });
  const worker = createWorkerApp({
    config,
    databaseUrl,
    smtpUrl: mail.smtpUrl,
    db,
    redis,
    logger: logger.child({ service: 'worker' }),
  });
  await gateway.start();
  stops.push(() => gateway.stop());
  await worker.start();
  stops.push(() => worker.stop());
  if (config.metricsToken) {
    // The API's /metrics is on its own port; the worker's (its folds, queues, lag) on
    // WORKER_PORT and the gateway's (sockets, broadcasts, ticks) on GATEWAY_PORT, as
    // services/worker and services/gateway serve them (`pnpm load` reads the folds there).
    const token = config.metricsToken;
    for (const [registry, port] of [
      [worker.metrics, config.workerPort],
      [gateway.metrics, config.gatewayPort],
    ] as const) {
      const server = createServer((request, response) => {
        if (request.url === '/metrics') void serveMetrics(registry, token, request, response);
        else response.writeHead(404).end();
      });
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, config.host, resolve);
      });
      stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    }
  }
  await api.listen({ host: config.host, port: config.port });
  stops.push(() => api.close());

  return { url: localUrl(config), mailUrl: mail.webUrl };
}

main().catch(async (error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  await stopAll();
  process.exit(1);
});
