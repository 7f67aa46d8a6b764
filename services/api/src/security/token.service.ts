import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@wishwall/db/database';
import type { TokenClaims } from '@wishwall/contracts/token-claims';
import { RevokedTokenRepository } from '@wishwall/db/repositories/revoked-token.repository';
import type { SessionCache } from './session-cache.ts';

/** Expired revocations forgotten per logout: enough to keep pace with the logouts themselves. */
const SWEEP_BATCH = 100;

/**
 * Signs sign-in tokens and revokes them one by one (logout). Revocations are kept in Postgres
 * until the token would expire anyway, so losing Redis forgets none (decision 0016).
 */
export class TokenService {
  private readonly app: FastifyInstance;
  private readonly db: Db;
  private readonly sessions: SessionCache;

  constructor(app: FastifyInstance, db: Db, sessions: SessionCache) {
    this.app = app;
    this.db = db;
    this.sessions = sessions;
  }

  sign(userId: string, tokenVersion: number): string {
    const claims: TokenClaims = { sub: userId, ver: tokenVersion, jti: randomUUID() };
    return this.app.jwt.sign(claims);
  }

  async revoke({ jti, sub, exp }: TokenClaims & { exp: number }): Promise<void> {
    const revoked = new RevokedTokenRepository(this.db);
    await revoked.add({ jti, user_id: sub, expires_at: new Date(exp * 1000) });
    this.sessions.forgetToken(jti);
    await revoked.deleteExpired(new Date(), SWEEP_BATCH);
  }
}
