import { createVerifier } from 'fast-jwt';
import { hasWellFormedClaims } from '@wishwall/contracts/token-claims';
import type { Db } from '@wishwall/db/database';
import { UserRepository } from '@wishwall/db/repositories/user.repository';

/**
 * Reads the API's sign-in tokens (HS256 with the shared secret, `sub` = user id, `ver` = the
 * user's token_version), checked as the API checks them: a token signed otherwise, expired,
 * of another shape, logged out, or older than the user's last password change names nobody.
 */
export class SocketIdentity {
  private readonly db: Db;
  private readonly verify: (token: string) => unknown;

  constructor(db: Db, jwtSecret: string) {
    this.db = db;
    this.verify = createVerifier({ key: jwtSecret, algorithms: ['HS256'], cache: 1_000 });
  }

  /** The id of the user the token signs in, or undefined. */
  async userOf(token: unknown): Promise<string | undefined> {
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
    return user && user.token_version === claims.ver ? user.id : undefined;
  }
}
