import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { SessionCache } from './session-cache.ts';

export interface TokenClaims {
  sub: string;
  /** The user's token_version when signed: a password change bumps it. */
  ver: number;
  jti: string;
}

/** Signs sign-in tokens and remembers revoked ones (logout) until they would expire anyway. */
export class TokenService {
  private readonly app: FastifyInstance;
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly sessions: SessionCache;

  constructor(app: FastifyInstance, redis: Redis, prefix: string, sessions: SessionCache) {
    this.app = app;
    this.redis = redis;
    this.prefix = prefix;
    this.sessions = sessions;
  }

  sign(userId: string, tokenVersion: number): string {
    const claims: TokenClaims = { sub: userId, ver: tokenVersion, jti: randomUUID() };
    return this.app.jwt.sign(claims);
  }

  async revoke(jti: string, expiresAt: number): Promise<void> {
    const ttl = Math.max(1, expiresAt - Math.floor(Date.now() / 1000));
    await this.redis.set(this.key(jti), '1', 'EX', ttl);
    await this.sessions.forgetToken(jti);
  }

  async isRevoked(jti: string): Promise<boolean> {
    return (await this.redis.exists(this.key(jti))) === 1;
  }

  private key(jti: string) {
    return `${this.prefix}:revoked-token:${jti}`;
  }
}
