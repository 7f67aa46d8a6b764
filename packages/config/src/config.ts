import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import {
  DEFAULT_PASSWORD_HASHING,
  meetsOwaspMinimum,
  TEST_PASSWORD_HASHING,
  type PasswordHashing,
} from './password-hashing.ts';

const NODE_ENVS = ['development', 'test', 'production'] as const;

/** Every setting of every service, read from the environment once at start. */
const Env = Type.Object({
  NODE_ENV: Type.Enum(NODE_ENVS, { default: 'development' }),
  HOST: Type.String({ default: '127.0.0.1' }),
  /** The one URL of `pnpm start`, and the API service's port in a split deployment. */
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  /** Port of a stand-alone gateway process (docker-compose, several gateways). */
  GATEWAY_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3001 }),
  /** Port of the worker's health and metrics endpoint. */
  WORKER_PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3002 }),
  /** Unset: `pnpm start` runs an embedded PostgreSQL under `.data/`. */
  DATABASE_URL: Type.Optional(Type.String({ minLength: 1 })),
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, default: 10 }),
  REDIS_URL: Type.String({ default: 'redis://127.0.0.1:6379' }),
  /**
   * Prefix of every Redis key, stream and queue, so several deployments (or test files)
   * can share one Redis without seeing each other.
   */
  REDIS_PREFIX: Type.String({ default: 'ww', pattern: '^[A-Za-z0-9_.-]+$' }),
  /** Public origin of the web client: used for links in mail and CORS. */
  PUBLIC_URL: Type.String({ default: 'http://localhost:3000' }),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  /**
   * The key that encrypts authenticator apps' secrets at rest (AES-256-GCM,
   * docs/decisions/0047-authenticator-apps.md): 32 bytes as 64 hex digits. Its own key, not
   * derived from JWT_SECRET, so rotating one leaves the other alone.
   */
  TOTP_ENCRYPTION_KEY: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{64}$' })),
  LOG_LEVEL: Type.Enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    default: 'info',
  }),
  /** Directory of the built web client; served by the API when present. */
  WEB_DIST: Type.Optional(Type.String()),
  /**
   * Who renders the first screens (the wall, a wish, the six information pages): `server`, React
   * on the server with the client hydrating it, or `client`, the client shell as before
   * (docs/decisions/0058-first-screens-from-the-server.md).
   */
  FIRST_SCREENS: Type.Enum(['server', 'client'], { default: 'server' }),
  /** The web's server entry (`vite build --ssr`), loaded at run time; default beside WEB_DIST. */
  WEB_SERVER_ENTRY: Type.Optional(Type.String({ minLength: 1 })),
  /** The wall's server-rendered document is rendered again at most this often, per language. */
  FIRST_SCREEN_REFRESH_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: 1000 }),
  /** How often the outbox relay polls when no notification wakes it, in ms. */
  OUTBOX_POLL_MS: Type.Integer({ minimum: 10, default: 1000 }),
  /** Bearer token Prometheus sends to each process's `/metrics`; unset: no metrics served. */
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 16 })),
  /**
   * The argon2id cost of new password hashes (docs/decisions/0043-boundaries-a-machine-checks.md):
   * memory in KiB, passes, lanes. Unset: 19456, 2, 1 (OWASP's); under NODE_ENV=test, 256, 1, 1.
   * Production refuses less than one of OWASP's configurations. A hash keeps the cost it was
   * made with, so a change applies to new passwords and old ones still verify.
   */
  ARGON2_MEMORY_KIB: Type.Optional(Type.Integer({ minimum: 64, maximum: 4_194_304 })),
  ARGON2_ITERATIONS: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  ARGON2_PARALLELISM: Type.Optional(Type.Integer({ minimum: 1, maximum: 8 })),
  /** How long a sign-in token lives. */
  JWT_TTL_SECONDS: Type.Integer({ minimum: 60, default: 7 * 24 * 3600 }),
  /**
   * How recently an operator's session must have passed its second factor to move money, draw
   * the raffle or change roles; older sessions are asked for a fresh code.
   */
  OPERATOR_STEP_UP_HOURS: Type.Integer({ minimum: 1, maximum: 168, default: 12 }),
  /**
   * Test-only captcha answer accepted for any token, like the test keys of hosted captcha
   * services; refused in production.
   */
  CAPTCHA_TEST_ANSWER: Type.Optional(Type.String({ minLength: 1 })),
  /** Enables the `/dev-auth` QA screen; refused in production. */
  DEV_AUTH_ENABLED: Type.Boolean({ default: false }),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits). */
  TRUST_PROXY: Type.Boolean({ default: false }),
  /** Where uploaded avatars are stored on local disk. */
  UPLOADS_DIR: Type.String({ default: '.data/uploads' }),
  /** How often the worker folds reaction deltas into the wishes' counts, in ms. */
  AGGREGATOR_TICK_MS: Type.Integer({ minimum: 10, maximum: 1000, default: 25 }),
  /** Gateway coalescing tick in ms (docs/architecture.md#live-push: at most 100). */
  GATEWAY_TICK_MS: Type.Integer({ minimum: 10, maximum: 100, default: 100 }),
  /**
   * Live connections one client address may hold at one gateway
   * (docs/decisions/0048-gateway-under-a-crowd.md): far above what a crowd behind one NAT opens.
   */
  GATEWAY_MAX_CONNECTIONS_PER_ADDRESS: Type.Integer({ minimum: 1, maximum: 100_000, default: 500 }),
  /**
   * Where the worker sends mail, e.g. `smtp://user:pass@smtp.example:587` (nodemailer URL
   * syntax). Unset: `pnpm start` runs a local mail catcher.
   */
  SMTP_URL: Type.Optional(Type.String({ minLength: 1 })),
  MAIL_FROM: Type.String({ minLength: 3, default: 'Wishwall <no-reply@wishwall.local>' }),
  /** The operators' address: contact messages are mailed there (locally, to the catcher). */
  CONTACT_TO: Type.String({ minLength: 3, default: 'operators@wishwall.local' }),
  /** Stripe secret key (`sk_…`): card payments through Stripe Checkout. */
  STRIPE_SECRET_KEY: Type.Optional(Type.String({ minLength: 1 })),
  /** Signing secret of the Stripe webhook endpoint (`whsec_…`). */
  STRIPE_WEBHOOK_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  /** Another Stripe API origin, e.g. a local stand-in in tests; unset: api.stripe.com. */
  STRIPE_API_BASE: Type.Optional(Type.String({ pattern: '^https?://' })),
  PAYPAL_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  PAYPAL_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  /** PayPal REST origin: the sandbox by default, https://api-m.paypal.com for live money. */
  PAYPAL_API_BASE: Type.String({
    pattern: '^https?://',
    default: 'https://api-m.sandbox.paypal.com',
  }),
  /**
   * The id PayPal gave the webhook of `/v1/paypal/webhook` (PAYMENT.PAYOUTS-ITEM.* events):
   * events are verified with PayPal against it; without it they are refused and payouts are
   * only polled.
   */
  PAYPAL_WEBHOOK_ID: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * The local sandbox checkout stands in for a provider without keys. Unset: on outside
   * production; refused in production.
   */
  PAYMENTS_SANDBOX: Type.Optional(Type.Boolean()),
  /**
   * An operator's credit above this many USD waits for a second operator's approval in the
   * console (decision 0037).
   */
  CREDIT_APPROVAL_USD: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 100 }),
  /** The largest single credit, by the console or `pnpm wallet:credit`, in USD. */
  CREDIT_MAX_USD: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 10_000 }),
});
type Env = Static<typeof Env>;

/**
 * Settings production refuses to start without; local runs get a fixed development value or
 * a local stand-in (embedded PostgreSQL, mail catcher).
 */
const PRODUCTION_REQUIRED = [
  'DATABASE_URL',
  'JWT_SECRET',
  'TOTP_ENCRYPTION_KEY',
  'SMTP_URL',
] as const satisfies readonly (keyof Env)[];
/** Conveniences for tests and QA that would be holes in production. */
const TEST_ONLY_SETTINGS = [
  'CAPTCHA_TEST_ANSWER',
  'DEV_AUTH_ENABLED',
  'PAYMENTS_SANDBOX',
] as const satisfies readonly (keyof Env)[];
const DEVELOPMENT_JWT_SECRET = 'development-only-secret-never-used-in-production';
const DEVELOPMENT_TOTP_ENCRYPTION_KEY = '00'.repeat(31) + '01';

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  gatewayPort: number;
  workerPort: number;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string;
  redisPrefix: string;
  publicUrl: string;
  jwtSecret: string;
  /** 64 hex digits: the AES-256-GCM key of authenticator apps' secrets. */
  totpEncryptionKey: string;
  logLevel: Env['LOG_LEVEL'];
  webDist: string | undefined;
  /** The first screens rendered by React on the server, or by the client alone (0058). */
  firstScreens: 'server' | 'client';
  /** The built server entry of the web; undefined: `entry-server.js` in `../dist-server`. */
  webServerEntry: string | undefined;
  firstScreenRefreshMs: number;
  outboxPollMs: number;
  gatewayTickMs: number;
  gatewayMaxConnectionsPerAddress: number;
  aggregatorTickMs: number;
  jwtTtlSeconds: number;
  passwordHashing: PasswordHashing;
  operatorStepUpHours: number;
  captchaTestAnswer: string | undefined;
  devAuthEnabled: boolean;
  uploadsDir: string;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactTo: string;
  payments: PaymentsConfig;
  metricsToken: string | undefined;
  /** Operators' credits in whole USD: above `approvalUsd` a second operator approves. */
  credits: { approvalUsd: number; maxUsd: number };
}

export interface PaymentsConfig {
  stripe:
    | { secretKey: string; webhookSecret: string | undefined; apiBase: string | undefined }
    | undefined;
  paypal:
    | { clientId: string; clientSecret: string; apiBase: string; webhookId?: string | undefined }
    | undefined;
  /** The local sandbox checkout serves whichever provider has no keys. */
  sandbox: boolean;
}

/**
 * Who pays withdrawals out (docs/decisions/0042-payouts-to-paypal.md): PayPal with its keys, the
 * local sandbox where it is allowed, otherwise nobody, and withdrawals are off (a production with
 * Stripe only).
 */
export function payoutProviderOf(payments: PaymentsConfig): 'paypal' | 'sandbox' | 'off' {
  if (payments.paypal) return 'paypal';
  return payments.sandbox ? 'sandbox' : 'off';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses and validates the environment. Throws `ConfigError` naming every bad or missing
 * variable, so a process stops at start with one clear message instead of failing later.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(
    Object.entries(source).filter(([key, value]) => key in Env.properties && value !== ''),
  );
  const converted = Value.Convert(Env, Value.Default(Env, raw));
  const problems = [...Value.Errors(Env, converted)].map(
    (error) => `${error.instancePath.slice(1) || 'environment'} ${error.message}`,
  );
  if (problems.length === 0) {
    const env = converted as Env;
    if (env.NODE_ENV === 'production') {
      for (const name of PRODUCTION_REQUIRED) {
        if (env[name] === undefined) problems.push(`${name} is required in production`);
      }
      for (const name of TEST_ONLY_SETTINGS) {
        if (env[name]) problems.push(`${name} must not be set in production`);
      }
      if (!env.STRIPE_SECRET_KEY && !(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET)) {
        problems.push(
          'STRIPE_SECRET_KEY or PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required in production',
        );
      }
      if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
        problems.push('STRIPE_WEBHOOK_SECRET is required in production with STRIPE_SECRET_KEY');
      }
      const hashing = passwordHashingOf(env);
      if (!meetsOwaspMinimum(hashing)) {
        problems.push(
          `ARGON2_MEMORY_KIB=${hashing.memoryKib} with ARGON2_ITERATIONS=${hashing.iterations} ` +
            "is below OWASP's argon2id minimum in production (19456 KiB with 2 passes, 47104 " +
            'with 1, 12288 with 3, 9216 with 4 or 7168 with 5)',
        );
      }
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  const env = converted as Env;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    gatewayPort: env.GATEWAY_PORT,
    workerPort: env.WORKER_PORT,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    jwtSecret: env.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY ?? DEVELOPMENT_TOTP_ENCRYPTION_KEY,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST,
    firstScreens: env.FIRST_SCREENS,
    webServerEntry: env.WEB_SERVER_ENTRY,
    firstScreenRefreshMs: env.FIRST_SCREEN_REFRESH_MS,
    outboxPollMs: env.OUTBOX_POLL_MS,
    gatewayTickMs: env.GATEWAY_TICK_MS,
    gatewayMaxConnectionsPerAddress: env.GATEWAY_MAX_CONNECTIONS_PER_ADDRESS,
    aggregatorTickMs: env.AGGREGATOR_TICK_MS,
    jwtTtlSeconds: env.JWT_TTL_SECONDS,
    passwordHashing: passwordHashingOf(env),
    operatorStepUpHours: env.OPERATOR_STEP_UP_HOURS,
    captchaTestAnswer: env.CAPTCHA_TEST_ANSWER,
    devAuthEnabled: env.DEV_AUTH_ENABLED,
    uploadsDir: env.UPLOADS_DIR,
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    contactTo: env.CONTACT_TO,
    payments: paymentsConfig(env),
    metricsToken: env.METRICS_TOKEN,
    credits: { approvalUsd: env.CREDIT_APPROVAL_USD, maxUsd: env.CREDIT_MAX_USD },
  };
}

function passwordHashingOf(env: Env): PasswordHashing {
  const defaults = env.NODE_ENV === 'test' ? TEST_PASSWORD_HASHING : DEFAULT_PASSWORD_HASHING;
  return {
    memoryKib: env.ARGON2_MEMORY_KIB ?? defaults.memoryKib,
    iterations: env.ARGON2_ITERATIONS ?? defaults.iterations,
    parallelism: env.ARGON2_PARALLELISM ?? defaults.parallelism,
  };
}

function paymentsConfig(env: Env): PaymentsConfig {
  const stripe = env.STRIPE_SECRET_KEY
    ? {
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiBase: env.STRIPE_API_BASE,
      }
    : undefined;
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? {
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          apiBase: env.PAYPAL_API_BASE.replace(/\/+$/, ''),
          webhookId: env.PAYPAL_WEBHOOK_ID,
        }
      : undefined;
  return { stripe, paypal, sandbox: env.PAYMENTS_SANDBOX ?? env.NODE_ENV !== 'production' };
}
