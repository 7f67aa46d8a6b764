import { createVerifier } from 'fast-jwt';
import { hasWellFormedClaims } from '@wishwall/contracts/token-claims';
import { SessionChecks } from '@wishwall/core/session-checks';
import type { Db } from '@wishwall/db/database';
import { UserRepository } from '@wishwall/db/repositories/user.repository';

/**
 * Session checks waiting at most: past it an identification is refused as busy rather than
 * queued (docs/decisions/0048-gateway-under-a-crowd.md).
 */
export const IDENTIFY_CHECKS_QUEUED = 2_000;

/** The signed-in session a socket identified with. */
export interface SocketSession {
  userId: string;
  /** The session's token id: a session kept through an account change keeps it. */
  jti: string;
  /** The token version the session was checked at. */
  tokenVersion: number;
}

/**
 * Reads the API's sign-in tokens (HS256 with the shared secret, `sub` = user id, `ver` = the
 * user's token_version), checked as the API checks them: a token signed otherwise, expired,
 * of another shape, logged out, or older than the user's last account change names nobody.
 */
export class SocketIdentity {
  private readonly checks: SessionChecks;
  private readonly verify: (token: string) => unknown;

  constructor(db: Db, jwtSecret: string) {
    // A crowd identifying at once asks Postgres in a few statements, as the API's presses do.
    this.checks = new SessionChecks(new UserRepository(db), { maxQueued: IDENTIFY_CHECKS_QUEUED });
    this.verify = createVerifier({ key: jwtSecret, algorithms: ['HS256'], cache: 1_000 });
  }

  /**
   * The session the token signs in, or undefined. Throws `ReadsBusy` when too many checks wait,
   * and Postgres's error when the check failed.
   */
  async sessionOf(token: unknown): Promise<SocketSession | undefined> {
    if (typeof token !== 'string' || token.length > 4096) return undefined;
    let claims: unknown;
    try {
      claims = this.verify(token);
    } catch {
      return undefined;
    }
    if (!hasWellFormedClaims(claims)) return undefined;
    const user = await this.checks.check(claims.sub, claims.jti);
    return user && user.token_version === claims.ver
      ? { userId: user.id, jti: claims.jti, tokenVersion: claims.ver }
      : undefined;
  }
}
