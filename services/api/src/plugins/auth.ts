import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '@wishwall/contracts/app-error';
import type { Config } from '@wishwall/config/config';
import type { Db } from '@wishwall/db/database';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { TokenService, type TokenClaims } from '../security/token-service.ts';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims & { exp: number };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook: a valid, unrevoked token of an existing user, or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
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
 * token_version, which every token carries).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { config, db, redis }: { config: Config; db: Db; redis: Redis }) => {
    await app.register(jwt, {
      secret: config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: config.jwtTtlSeconds },
      verify: { algorithms: ['HS256'] },
    });
    const tokens = new TokenService(app, redis, config.redisPrefix);
    const users = new UserRepository(db);
    app.decorate('tokens', tokens);
    app.decorateRequest('currentUser', null as unknown as UserRow);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const unauthorized = () => new AppError('unauthorized', 'Sign in to continue');
      let claims: FastifyRequest['user'];
      try {
        claims = await request.jwtVerify();
      } catch {
        throw unauthorized();
      }
      if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string') throw unauthorized();
      const [revoked, user] = await Promise.all([
        tokens.isRevoked(claims.jti),
        users.findById(claims.sub),
      ]);
      if (revoked || !user || user.token_version !== claims.ver) throw unauthorized();
      request.currentUser = user;
    });

    app.decorate('viewerId', async (request: FastifyRequest) => {
      if (!request.headers.authorization) return undefined;
      try {
        await app.authenticate(request);
        return request.currentUser.id;
      } catch {
        return undefined;
      }
    });
  },
  { name: 'auth' },
);
