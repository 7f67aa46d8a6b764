import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@wishwall/db/database';
import type { AuthMethod, TokenClaims } from '@wishwall/contracts/token-claims';
import { RevokedTokenRepository } from '@wishwall/db/repositories/revoked-token.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import type { SessionCache } from './session-cache.ts';

/** Expired revocations forgotten per logout: enough to keep pace with the logouts themselves. */
const SWEEP_BATCH = 100;

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** A verified token's claims, as `request.user` holds them. */
export type SessionClaims = TokenClaims & { exp: number };

/**
 * Signs sign-in tokens and revokes them one by one (logout). Revocations are kept in Postgres
 * until the token would expire anyway, so losing Redis forgets none (decision 0016).
 *
 * A session is its token id (`jti`): a token re-issued for it (a new token version after an
 * account change, a factor passed again) keeps the id and the expiry, so logging out with any
 * of its tokens ends all of them, and no re-issue makes a session live longer
 * (docs/decisions/0036-operator-sessions.md).
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

  /** A new session for `user`, which just passed `amr`. */
  sign(user: Pick<UserRow, 'id' | 'token_version'>, amr: AuthMethod[]): string {
    const claims: TokenClaims = {
      sub: user.id,
      ver: user.token_version,
      jti: randomUUID(),
      amr,
      auth_time: nowInSeconds(),
    };
    return this.app.jwt.sign(claims);
  }

  /**
   * The session of `claims` again with what changed: a new token version (the account changed
   * and every other session ended), or a factor just passed (in `amr` in place of the second
   * factors passed before, and `auth_time` now). Same `jti`, same `exp`.
   */
  reissue(
    claims: SessionClaims,
    change: { tokenVersion?: number; passed?: AuthMethod } = {},
  ): string {
    const now = nowInSeconds();
    const { passed } = change;
    const next: TokenClaims & { iat: number } = {
      sub: claims.sub,
      ver: change.tokenVersion ?? claims.ver,
      jti: claims.jti,
      // `auth_time` dates every second factor in `amr`: one passed now replaces those passed
      // before, so a code by e-mail cannot make an old app code look fresh
      // (docs/decisions/0047-authenticator-apps.md).
      amr: passed ? [...claims.amr.filter((method) => method === 'pwd'), passed] : claims.amr,
      auth_time: passed ? now : claims.auth_time,
      // `iat` given, the expiry below is exactly the session's (fast-jwt adds to it).
      iat: now,
    };
    return this.app.jwt.sign(next, { expiresIn: Math.max(1, claims.exp - now) });
  }

  async revoke({ jti, sub, exp }: SessionClaims): Promise<void> {
    const revoked = new RevokedTokenRepository(this.db);
    await revoked.add({ jti, user_id: sub, expires_at: new Date(exp * 1000) });
    this.sessions.forgetToken(jti);
    await revoked.deleteExpired(new Date(), SWEEP_BATCH);
  }
}
