import type { Insertable, Selectable } from 'kysely';

/** What a WebAuthn challenge was made for (docs/decisions/0053-passkeys.md). */
export type WebauthnChallengePurpose = 'register' | 'second_factor' | 'passwordless' | 'proof';

/**
 * A challenge handed to a browser, spent once: the row is deleted by the request that uses it.
 * Bound to the session (`session_jti`) that asked for it, or to a sign-in's attempt.
 */
export interface WebauthnChallengeTable {
  /** base64url, as the browser's clientDataJSON carries it back. */
  challenge: string;
  purpose: WebauthnChallengePurpose;
  user_id: string | null;
  session_jti: string | null;
  attempt_id: string | null;
  expires_at: Date;
}
export type WebauthnChallengeRow = Selectable<WebauthnChallengeTable>;
export type NewWebauthnChallenge = Insertable<WebauthnChallengeTable>;
