import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import { AppError, RateLimitedError } from '@wishwall/contracts/app-error';

/**
 * Redis-backed per-IP limits, shared by every API process; routes opt in with
 * `config.rateLimit`. Sign-in has its own per-account throttle as well (LoginThrottle).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, { redis, prefix }: { redis: Redis; prefix: string }) => {
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: `${prefix}:rate-limit:`,
      // A limit that cannot count refuses (503 within the request connection's timeout)
      // rather than letting the abuse-prone routes it guards run unlimited (decision 0018).
      skipOnError: false,
      // A request whose socket is already gone (a malformed chunked body) has no address;
      // the plugin would throw reading it, and the client's 400 is already on its way.
      keyGenerator: (request) => request.ip ?? 'no-address',
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', `Too many requests; try again in ${context.after}`),
    });
  },
  { name: 'rate-limits' },
);

/** Limits of the routes that attackers would hammer: per address unless said otherwise. */
export const RATE_LIMITS = {
  captcha: { max: 60, timeWindow: '1 minute' },
  register: { max: 30, timeWindow: '10 minutes' },
  login: { max: 60, timeWindow: '10 minutes' },
  twoFactor: { max: 30, timeWindow: '10 minutes' },
  /**
   * Signing in with a passkey alone, per client (options and answers alike): no captcha, the
   * assertion is the proof (docs/decisions/0053-passkeys.md).
   */
  passkeyLogin: { max: 30, timeWindow: '10 minutes' },
  /** Passkey options a signed-in user asks for (a stored challenge each), per user. */
  passkeyOptions: { max: 30, timeWindow: '10 minutes' },
  /** Password reset requests per client; each address also gets `passwordResetPerAddress`. */
  passwordReset: { max: 10, timeWindow: '10 minutes' },
  /** Reset links mailed to one address, whoever asks (AddressMailThrottle). */
  passwordResetPerAddress: { max: 3, windowSeconds: 30 * 60 },
  /** Opening a mailed link that acts without a session (a reset, an undo), per client. */
  accountLinks: { max: 30, timeWindow: '10 minutes' },
  /** Mail a signed-in user asks for (verification links): per user, see `perUser`. */
  mail: { max: 10, timeWindow: '10 minutes' },
  contact: { max: 5, timeWindow: '10 minutes' },
  /**
   * Step-up codes a signed-in user asks for, per user: each attempt has 5 tries, so this
   * bounds guesses as the sign-in throttle does (5 sign-ins of 5 tries in 15 minutes).
   */
  stepUp: { max: 5, timeWindow: '15 minutes' },
  /** Money calls: per signed-in user, counted after authentication (see `perUser`). */
  withdrawals: { max: 10, timeWindow: '10 minutes' },
  gifts: { max: 20, timeWindow: '10 minutes' },
  /** Closing the account, per signed-in user: each try costs a password hash. */
  accountClose: { max: 10, timeWindow: '10 minutes' },
  /** Per user, in each API process (perUserLimit). */
  reactions: { max: 600, windowSeconds: 60 },
  /**
   * Share cards drawn for one client, in each API process (inProcessLimit): a card the cache
   * holds costs nothing and is not counted (docs/decisions/0057-share-cards.md).
   */
  cardDraws: { max: 30, windowSeconds: 60 },
} as const;

/**
 * Keys a Redis-backed route limit by the signed-in user instead of the address: the plugin's
 * hook runs after the route's own `onRequest: app.authenticate`, so the user is known.
 */
export function perUser(limit: { max: number; timeWindow: string }) {
  return {
    ...limit,
    keyGenerator: (request: FastifyRequest) => `user:${request.currentUser.id}`,
  };
}

/**
 * The mail limit per signed-in user, checked inside a handler: for a route whose callers are
 * not all signed in, so the limit cannot be the route's own. Counted in Redis under `name`.
 */
export function perUserMailLimit(app: FastifyInstance, name: string) {
  const check = app.createRateLimit({
    ...RATE_LIMITS.mail,
    keyGenerator: (request) => `${name}:user:${request.currentUser.id}`,
  });
  return async (request: FastifyRequest) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) throw new RateLimitedError(limit.ttlInSeconds);
  };
}

/**
 * A limit kept in this process, by a key the caller chooses: for paths where a shared Redis
 * counter would cost every request a round trip. With N API processes a key gets at most N
 * times the limit. The check throws `rate_limited`, saying when to try again (`Retry-After`).
 */
export function inProcessLimit({ max, windowSeconds }: { max: number; windowSeconds: number }) {
  const limiter = new RateLimiterMemory({ points: max, duration: windowSeconds });
  return async (key: string) => {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new RateLimitedError(rejection.msBeforeNext / 1000);
    }
  };
}

/**
 * A per-user limit kept in this process, for the reaction hot path (decision 0009): a shared
 * Redis counter would cost every press a round trip. It runs after authentication (as a
 * preHandler) and counts per signed-in user, not per address, so a crowd behind one NAT is
 * not one client.
 */
export function perUserLimit(limit: { max: number; windowSeconds: number }) {
  const check = inProcessLimit(limit);
  return (request: FastifyRequest) => check(request.currentUser.id);
}
