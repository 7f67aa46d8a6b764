import { mkdir } from 'node:fs/promises';
import Fastify from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '@wishwall/config/config';
import { LedgerService } from '@wishwall/core/ledger.service';
import { OperatorCreditService } from '@wishwall/core/operator-credit.service';
import { pushWalletChanges } from '@wishwall/core/wallet-changed';
import { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { createRedis } from '@wishwall/events/create-redis';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { closeJobQueues, createJobQueues } from '@wishwall/events/job-queues';
import { redisKeys } from '@wishwall/events/redis-keys';
import { QueueName } from '@wishwall/contracts/queues';
import type { Db } from '@wishwall/db/database';
import { PaymentProviders } from '@wishwall/payments/payment-providers';
import { SecretHasher } from '@wishwall/security/secrets';
import { authPlugin } from './plugins/auth.ts';
import {
  clientErrorHandler,
  errorHandlerPlugin,
  frameworkErrorHandler,
} from './plugins/error-handler.ts';
import { inputHygienePlugin } from './plugins/input-hygiene.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { queueDashboardPlugin } from './plugins/queue-dashboard.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { rateLimitPlugin } from './plugins/rate-limits.ts';
import { staticAssetsPlugin } from './plugins/static-assets.ts';
import { webClientPlugin } from './plugins/web-client.ts';
import { accountRoutes } from './routes/account.routes.ts';
import { adminRoutes } from './routes/admin.routes.ts';
import { catalogRoutes } from './routes/catalog.routes.ts';
import { contactRoutes } from './routes/contact.routes.ts';
import { healthRoutes } from './routes/health.routes.ts';
import { legalDocumentRoutes } from './routes/legal-document.routes.ts';
import { ownWishRoutes } from './routes/own-wish.routes.ts';
import { paymentRoutes } from './routes/payment.routes.ts';
import { raffleRoutes } from './routes/raffle.routes.ts';
import { sandboxCheckoutRoutes } from './routes/sandbox-checkout.routes.ts';
import { sessionRoutes } from './routes/session.routes.ts';
import { stepUpRoutes } from './routes/step-up.routes.ts';
import { stripeWebhookRoutes } from './routes/stripe-webhook.routes.ts';
import { walletRoutes } from './routes/wallet.routes.ts';
import { wishRoutes } from './routes/wish.routes.ts';
import { CaptchaService } from './security/captcha.service.ts';
import { LoginThrottle } from './security/login-throttle.ts';
import { PasswordHasher } from './security/password-hasher.ts';
import { QueueDashboardSessions } from './security/queue-dashboard-session.ts';
import { AccountService } from './services/account.service.ts';
import { AdminConsoleService } from './services/admin-console.service.ts';
import { AdminOverviewService } from './services/admin-overview.service.ts';
import { ContactInboxService } from './services/contact-inbox.service.ts';
import { LegalDocumentPublisher } from './services/legal-document-publisher.service.ts';
import { AuthService } from './services/auth.service.ts';
import { ContactService } from './services/contact.service.ts';
import { CountryCatalog } from './services/country-catalog.ts';
import { EmailVerificationService } from './services/email-verification.service.ts';
import { GiftService } from './services/gift.service.ts';
import { LegalDocumentService } from './services/legal-document.service.ts';
import { PaymentService } from './services/payment.service.ts';
import { RaffleService } from './services/raffle.service.ts';
import { SessionFactory } from './services/session.factory.ts';
import { TwoFactorService } from './services/two-factor.service.ts';
import { WalletService } from './services/wallet.service.ts';
import { FirstPageCache } from './services/first-page-cache.ts';
import { watchFirstPage } from './services/first-page-invalidation.ts';
import { ReactionService } from './services/reaction.service.ts';
import { WallService } from './services/wall.service.ts';
import { WishService } from './services/wish.service.ts';
import { LocalDiskAvatarStorage } from './storage/avatar-storage.ts';
import { ok } from './http/envelope.ts';

/**
 * How long a copy of the wall's first page may be served if no event drops it (decision 0029):
 * the bound on its age should an invalidating event be lost.
 */
const FIRST_PAGE_MAX_AGE_MS = 1000;

export interface ApiDeps {
  config: Config;
  db: Db;
  /** The request path's connection: one that fails fast (`createRequestRedis`, decision 0018). */
  redis: Redis;
  /** The process's logger; without one the app logs at the configured level itself. */
  logger?: Logger;
  /** The longest the wall's first page is served from its copy (decision 0029). */
  firstPageMaxAgeMs?: number;
}

/** Builds the API without listening: `main.ts` listens, tests use `inject`. */
export async function buildApp({
  config,
  db,
  redis,
  logger,
  firstPageMaxAgeMs = FIRST_PAGE_MAX_AGE_MS,
}: ApiDeps) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel } }),
    trustProxy: config.trustProxy,
    // Unknown fields are stripped, not rejected: clients may send more than a route reads.
    ajv: { customOptions: { removeAdditional: 'all' } },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  }).withTypeProvider<TypeBoxTypeProvider>();

  // External plugins first, then the app's own, then routes (fastify/demo's order).
  await app.register(errorHandlerPlugin);
  await app.register(inputHygienePlugin);
  await app.register(securityHeadersPlugin, { production: config.env === 'production' });
  // A preflight without its CORS headers gets an empty answer, not a plain-text 400.
  await app.register(cors, { origin: config.publicUrl, strictPreflight: false });
  await app.register(multipart);
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

  const hasher = new SecretHasher(config.jwtSecret);
  const passwords = new PasswordHasher(config.passwordHashing);
  const countries = new CountryCatalog();
  const sessions = new SessionFactory(db, app.tokens, countries);
  const twoFactor = new TwoFactorService(db, hasher);
  const emailVerification = new EmailVerificationService(db, hasher);
  const captcha = new CaptchaService(redis, config.redisPrefix, config.captchaTestAnswer);
  const auth = new AuthService({
    db,
    passwords,
    captcha,
    throttle: new LoginThrottle(redis, config.redisPrefix),
    hasher,
    sessions,
    countries,
    twoFactor,
  });
  const accounts = new AccountService({
    db,
    passwords,
    tokens: app.tokens,
    countries,
    avatars,
    twoFactor,
  });

  const wall = new WallService(db);
  const firstPage = new FirstPageCache({
    load: () => wall.page(1),
    serialize: (page) => JSON.stringify(ok(page)),
    maxAgeMs: firstPageMaxAgeMs,
  });
  const streamRedis = createRedis(config.redisUrl, 'wishwall-api-stream');
  // Its outages are logged by the reader (each failed read); this only keeps ioredis from
  // printing each failed reconnection as an unhandled error.
  streamRedis.on('error', (error) => app.log.debug({ err: error }, 'event stream connection'));
  const firstPageWatch = watchFirstPage({
    redis: streamRedis,
    keys: redisKeys(config.redisPrefix),
    cache: firstPage,
    onError: (error) => app.log.warn({ err: error }, 'event stream read failed; retrying'),
  });
  app.addHook('onClose', () => firstPageWatch.stop());
  const documents = new LegalDocumentService(db);
  const paymentProviders = new PaymentProviders(config.payments, db, config.publicUrl);
  const payments = new PaymentService(db, paymentProviders, config.publicUrl);
  const stream = new EventStreamWriter(redis, redisKeys(config.redisPrefix));
  const ledger = new LedgerService(db, (account) =>
    app.log.error(
      { alert: 'wallet_inconsistent', account },
      'ledger account balance is not its entries',
    ),
  );
  const walletChanged = pushWalletChanges(ledger, stream, (error) =>
    app.log.warn({ err: error }, 'wallet push failed'),
  );
  const withdrawals = new WithdrawalService({ db, ledger, changed: walletChanged });
  const raffle = new RaffleService(db);
  const reactions = new ReactionService(db, stream, app.log, app.reactionMetrics.observeBatch);
  app.reactionMetrics.watchWaiting(() => reactions.waitingPresses);
  const queueSessions = new QueueDashboardSessions(app.jwt, db, config.env === 'production');
  // Every queue, for the dashboard and the console's overview, on a connection of their own:
  // BullMQ's first command on a queue (INFO) timed out on the request connection. Operators'
  // calls may wait a little longer than the request path's fail-fast.
  const queuesRedis = redis.duplicate({ enableOfflineQueue: true, commandTimeout: 2000 });
  queuesRedis.on('error', (error) => app.log.warn({ err: error }, 'queues Redis connection'));
  const jobQueues = createJobQueues(
    Object.values(QueueName),
    queuesRedis,
    redisKeys(config.redisPrefix).bullPrefix,
    (error) => app.log.debug({ err: error }, 'job queue connection'),
  );
  app.addHook('onClose', async () => {
    await closeJobQueues(jobQueues);
    queuesRedis.disconnect();
  });
  await app.register(healthRoutes, { db, redis });
  await app.register(
    async (v1) => {
      await v1.register(wishRoutes, { wall, firstPage });
      await v1.register(catalogRoutes, { countries, devAuthEnabled: config.devAuthEnabled });
      await v1.register(sessionRoutes, { auth, captcha, twoFactor, emailVerification });
      await v1.register(accountRoutes, { accounts, sessions, emailVerification });
      await v1.register(stepUpRoutes, { twoFactor });
      await v1.register(ownWishRoutes, {
        wishes: new WishService(db),
        reactions,
      });
      await v1.register(walletRoutes, {
        wallets: new WalletService(db, ledger),
        withdrawals,
        gifts: new GiftService({ db, ledger, changed: walletChanged }),
      });
      await v1.register(raffleRoutes, { raffle });
      await v1.register(adminRoutes, {
        prefix: '/admin',
        console: new AdminConsoleService(db, ledger),
        withdrawals,
        credits: new OperatorCreditService({ db, ledger, changed: walletChanged }, config.credits),
        raffle,
        queueSessions,
        overview: new AdminOverviewService({
          db,
          redis,
          redisPrefix: config.redisPrefix,
          queues: jobQueues,
        }),
        inbox: new ContactInboxService(db),
        publisher: new LegalDocumentPublisher(db),
      });
      await v1.register(paymentRoutes, { payments });
      await v1.register(legalDocumentRoutes, { documents });
      await v1.register(contactRoutes, { contact: new ContactService(db, captcha) });
      await v1.register(stripeWebhookRoutes, { payments });
      if (paymentProviders.sandbox) {
        await v1.register(sandboxCheckoutRoutes, {
          sandbox: paymentProviders.sandbox,
          publicUrl: config.publicUrl,
        });
      }
    },
    { prefix: '/v1' },
  );
  await app.register(queueDashboardPlugin, {
    queues: jobQueues,
    sessions: queueSessions,
    db,
    publicUrl: config.publicUrl,
  });
  if (config.webDist) {
    await app.register(webClientPlugin, {
      root: config.webDist,
      publicUrl: config.publicUrl,
      previewWish: (id) => wall.preview(id),
      previewDocument: (type, language) => documents.preview(type, language),
    });
  }
  return app;
}
export type ApiApp = Awaited<ReturnType<typeof buildApp>>;
