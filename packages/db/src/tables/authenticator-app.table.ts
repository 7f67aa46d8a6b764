import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * An account's authenticator app (docs/decisions/0047-authenticator-apps.md): the secret,
 * encrypted by the API; `confirmed_at` null while it is being set up (it signs no one in).
 */
export interface AuthenticatorAppTable {
  user_id: string;
  /** AES-256-GCM under TOTP_ENCRYPTION_KEY, bound to the user's id. */
  secret_encrypted: string;
  confirmed_at: Date | null;
  /** The last 30-second step whose code was accepted: no step at or before it is taken again. */
  last_used_step: number | null;
  /** Codes (app or recovery) tried since `tries_since`: capped per account. */
  tries: Generated<number>;
  tries_since: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}
export type AuthenticatorAppRow = Selectable<AuthenticatorAppTable>;
export type NewAuthenticatorApp = Insertable<AuthenticatorAppTable>;
