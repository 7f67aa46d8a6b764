import { createVerifier } from 'fast-jwt';
import { hasWellFormedClaims } from '@wishwall/contracts/token-claims';
import type { Db } from '@wishwall/db/database';
import { UserRepository } from '@wishwall/db/repositories/user.repository';

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
  private readonly db: Db;
  private readonly verify: (token: string) => unknown;

  constructor(db: Db, jwtSecret: string) {
    this.db = db;
    this.verify = createVerifier({ key: jwtSecret, algorithms: ['HS256'], cache: 1_000 });
  }

  /** The session the token signs in, or undefined. */
  async sessionOf(token: unknown): Promise<SocketSession | undefined> {
    if (typeof token !== 'string' || token.length > 4096) return undefined;
    let claims: unknown;
    try {
      claims = this.verify(token);
    } catch {
      return undefined;
    }
    if (!hasWellFormedClaims(claims)) return undefined;
    const user = await new UserRepository(this.db)
      .findUnlessTokenRevoked(claims.sub, claims.jti)
      .catch(() => undefined);
    return user && user.token_version === claims.ver
      ? { userId: user.id, jti: claims.jti, tokenVersion: claims.ver }
      : undefined;
  }
}
