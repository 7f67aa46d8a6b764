import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { AppError } from '@wishwall/contracts/app-error';
import { hasWellFormedClaims, type TokenClaims } from '@wishwall/contracts/token-claims';
import type { Config } from '@wishwall/config/config';
import type { Db } from '@wishwall/db/database';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { redisKeys } from '@wishwall/events/redis-keys';
import { SESSION_CACHE_TTL_MS, SessionCache } from '../security/session-cache.ts';
import { SessionChecks } from '@wishwall/core/session-checks';
import { stepUpCheck } from '../security/step-up.ts';
import { TokenService, type SessionClaims } from '../security/token.service.ts';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims & { exp: number };
  }
}

type VerifiedClaims = SessionClaims;

/** Authorization headers the hot path verified recently, at most (decision 0032). */
const VERIFIED_HEADERS_MAX = 20_000;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook: a valid, unrevoked token of an existing user, or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /**
     * The same check for the hot path (reactions, the viewer's own reactions): a session this
     * process verified within the last seconds is trusted without the user lookup and the
     * revocation check; revocations and account changes reach every process at once through
     * Redis (SessionCache). `currentUser` may then be seconds old: use it for the id, name
     * and avatar, not for account decisions.
     */
    authenticateCached: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook after `authenticate` (and `operatorOnly`) for an operator's money action
     * and the like: 401 `step_up_required` unless the session passed a second factor within
     * OPERATOR_STEP_UP_HOURS; the console then asks for a fresh code (`POST /v1/step-up`).
     */
    requireStepUp: (request: FastifyRequest) => Promise<void>;
    /** Every API process forgets the user's cached sessions (after an account change). */
    forgetSessions: (userId: string) => void;
    /** The signed-in user's id on public routes, or undefined for anonymous (or bad) tokens. */
    viewerId: (request: FastifyRequest) => Promise<string | undefined>;
  }
  interface FastifyRequest {
    /** The signed-in user; set by `authenticate`. */
    currentUser: UserRow;
  }
}

/**
 * Sign-in tokens: HS256 only (a token naming another algorithm, or none, is refused), with an
 * expiry, revocable one by one (logout) and all at once (a password change bumps the user's
 * token_version, which every token carries). Checking one asks Postgres alone, once: Redis
 * may be down or empty without a revoked token working again (decision 0016).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { config, db, redis }: { config: Config; db: Db; redis: Redis }) => {
    await app.register(jwt, {
      secret: config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: config.jwtTtlSeconds },
      // fast-jwt remembers verified tokens (never past their expiry), so a signed-in client's
      // requests skip re-decoding and re-signing the same token.
      verify: {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'iat', 'sub', 'ver', 'jti', 'amr', 'auth_time'],
        cache: 10_000,
      },
    });
    const sessions = SessionCache.start(
      redis,
      redisKeys(config.redisPrefix).sessionInvalidation,
      app.log,
    );
    app.addHook('onClose', () => sessions.close());
    const tokens = new TokenService(app, db, sessions);
    const sessionChecks = new SessionChecks(new UserRepository(db));
    app.decorate('tokens', tokens);
    app.decorateRequest('currentUser', null as unknown as UserRow);

    const unauthorized = () => new AppError('unauthorized', 'Sign in to continue');
    const verifiedClaims = async (request: FastifyRequest) => {
      let claims: unknown;
      try {
        claims = await request.jwtVerify();
      } catch {
        throw unauthorized();
      }
      if (!hasWellFormedClaims(claims)) throw unauthorized();
      return claims;
    };
    /** The user of verified claims, unless the token was revoked or the account moved on. */
    const authenticateClaims = async (request: FastifyRequest, claims: VerifiedClaims) => {
      const checkedAtVersion = sessions.version;
      const user = await sessionChecks.check(claims.sub, claims.jti);
      if (!user || user.token_version !== claims.ver) throw unauthorized();
      sessions.remember(claims.jti, user, checkedAtVersion);
      request.currentUser = user;
    };
    const authenticate = async (request: FastifyRequest) =>
      authenticateClaims(request, await verifiedClaims(request));

    // The hot path's signature check, remembered per Authorization header (decision 0032): the
    // same header verifies the same way until its token expires, so a signed-in client's
    // presses skip decoding, hashing and HMAC-verifying it again (11 % of a reacting API
    // process's time in run 9's profile). Revocation is still checked below, per session.
    const verifiedHeaders = new LRUCache<string, VerifiedClaims>({
      max: VERIFIED_HEADERS_MAX,
      ttl: SESSION_CACHE_TTL_MS,
    });
    const hotPathClaims = async (request: FastifyRequest): Promise<VerifiedClaims> => {
      const header = request.headers.authorization;
      const known = header === undefined ? undefined : verifiedHeaders.get(header);
      if (known && known.exp * 1000 > Date.now()) {
        request.user = known;
        return known;
      }
      const claims = await verifiedClaims(request);
      if (header !== undefined) verifiedHeaders.set(header, claims);
      return claims;
    };

    app.decorate('authenticate', authenticate);
    app.decorate('authenticateCached', async (request: FastifyRequest) => {
      const claims = await hotPathClaims(request);
      const cached = sessions.get(claims.jti);
      if (cached && cached.id === claims.sub && cached.token_version === claims.ver) {
        request.currentUser = cached;
        return;
      }
      await authenticateClaims(request, claims);
    });
    app.decorate('requireStepUp', stepUpCheck(config.operatorStepUpHours));
    app.decorate('forgetSessions', (userId: string) => sessions.forgetUser(userId));

    app.decorate('viewerId', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return undefined;
      try {
        await app.authenticateCached(request);
        return request.currentUser.id;
      } catch {
        return undefined;
      }
    });
  },
  { name: 'auth' },
);
