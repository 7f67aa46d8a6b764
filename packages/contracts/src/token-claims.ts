/**
 * How a session proved who it is, named as OpenID Connect's `amr` values are (RFC 8176):
 * `pwd` a password, `email_otp` a code mailed to the account's address, `otp` an authenticator
 * app's code, `hwk` a passkey (a key bound to hardware), `mfa` the authenticator verified its
 * user itself (a PIN or a biometric, WebAuthn's user verification): a passkey signing in
 * without a password is two factors (docs/decisions/0053-passkeys.md).
 */
export const AUTH_METHODS = ['pwd', 'email_otp', 'otp', 'hwk', 'mfa'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

/**
 * The methods that count as a second factor for operators: the console, the queue dashboard
 * and step-up need a session whose `amr` holds one of them
 * (docs/decisions/0036-operator-sessions.md). An authenticator app's code (`otp`) or a passkey
 * (`hwk`, docs/decisions/0053-passkeys.md): the e-mailed code stays a second factor for
 * ordinary users' sign-in, not for moving money (docs/decisions/0047-authenticator-apps.md).
 * The one list: changing it changes every check at once.
 */
export const SECOND_FACTORS: readonly AuthMethod[] = ['otp', 'hwk'];

/** True when the session passed one of the second factors. */
export function hasSecondFactor(amr: readonly AuthMethod[]): boolean {
  return amr.some((method) => SECOND_FACTORS.includes(method));
}

/**
 * What a sign-in token says (the API signs it; the gateway reads it to join a socket to its
 * user): who, at which token_version (ending a user's sessions bumps it), which session
 * (logout revokes one by its `jti`; a token re-issued for the same session keeps it), how the
 * session was authenticated and when it last proved a factor.
 */
export interface TokenClaims {
  /** The user's id: a positive integer, as a string (ids are bigint). */
  sub: string;
  /** The user's token_version when signed: ending the user's sessions bumps it. */
  ver: number;
  jti: string;
  /** The methods the session passed, each once. */
  amr: AuthMethod[];
  /** When the session last passed a factor, in seconds since the epoch (never after `iat`). */
  auth_time: number;
}

/** Postgres's bigint: a larger id would fail in the database instead of being refused. */
const MAX_USER_ID = 9_223_372_036_854_775_807n;
const USER_ID = /^[1-9][0-9]{0,18}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isAmr(amr: unknown): amr is AuthMethod[] {
  return (
    Array.isArray(amr) &&
    amr.length > 0 &&
    amr.length <= AUTH_METHODS.length &&
    amr.every((method) => (AUTH_METHODS as readonly unknown[]).includes(method)) &&
    new Set(amr).size === amr.length
  );
}

/**
 * True when a verified token's claims have the shapes this API signs: a token signed with the
 * right key but odd claims (one leaked key, or a past bug) is refused, never sent to Postgres.
 */
export function hasWellFormedClaims(
  claims: unknown,
): claims is TokenClaims & { exp: number; iat: number } {
  if (typeof claims !== 'object' || claims === null) return false;
  const { sub, ver, jti, exp, iat, amr, auth_time } = claims as Record<string, unknown>;
  return (
    typeof sub === 'string' &&
    USER_ID.test(sub) &&
    BigInt(sub) <= MAX_USER_ID &&
    Number.isSafeInteger(ver) &&
    (ver as number) >= 0 &&
    typeof jti === 'string' &&
    UUID.test(jti) &&
    typeof exp === 'number' &&
    Number.isFinite(exp) &&
    typeof iat === 'number' &&
    Number.isFinite(iat) &&
    isAmr(amr) &&
    Number.isSafeInteger(auth_time) &&
    (auth_time as number) > 0 &&
    (auth_time as number) <= iat
  );
}
