import type { TokenClaims } from './token-service.ts';

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
