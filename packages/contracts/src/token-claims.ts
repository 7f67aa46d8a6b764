/**
 * What a sign-in token says (the API signs it; the gateway reads it to join a socket to its
 * user): who, at which token_version (a password change bumps it), and which token (logout
 * revokes one by its `jti`).
 */
export interface TokenClaims {
  /** The user's id: a positive integer, as a string (ids are bigint). */
  sub: string;
  /** The user's token_version when signed: a password change bumps it. */
  ver: number;
  jti: string;
}

/** Postgres's bigint: a larger id would fail in the database instead of being refused. */
const MAX_USER_ID = 9_223_372_036_854_775_807n;
const USER_ID = /^[1-9][0-9]{0,18}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when a verified token's claims have the shapes this API signs: a token signed with the
 * right key but odd claims (one leaked key, or a past bug) is refused, never sent to Postgres.
 */
export function hasWellFormedClaims(claims: unknown): claims is TokenClaims & { exp: number } {
  if (typeof claims !== 'object' || claims === null) return false;
  const { sub, ver, jti, exp } = claims as Record<string, unknown>;
  return (
    typeof sub === 'string' &&
    USER_ID.test(sub) &&
    BigInt(sub) <= MAX_USER_ID &&
    Number.isSafeInteger(ver) &&
    (ver as number) >= 0 &&
    typeof jti === 'string' &&
    UUID.test(jti) &&
    typeof exp === 'number' &&
    Number.isFinite(exp)
  );
}
