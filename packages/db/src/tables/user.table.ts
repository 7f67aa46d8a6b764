import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export interface UserTable {
  id: Generated<string>;
  name: string;
  /** Stored as typed; unique case-insensitively through an index on lower(email). */
  email: string;
  password_hash: string;
  email_verified_at: Date | null;
  /**
   * Set when another account took this unverified account's address (decision 0017): the
   * account no longer holds the address, cannot sign in with it, and keeps what it owns.
   */
  email_released_at: Date | null;
  /** data_user fields (docs/product.md#user). */
  avatar_url: string | null;
  referral_code: string;
  referred_by_user_id: string | null;
  country_code: string | null;
  /** Codes by e-mail at sign-in (the first second factor). */
  two_factor_enabled: Generated<boolean>;
  /**
   * An authenticator app is confirmed (authenticator_apps.confirmed_at, set in the same
   * transaction): docs/decisions/0047-authenticator-apps.md.
   */
  totp_enabled: Generated<boolean>;
  /**
   * The account holds at least one passkey (set with each added or removed, in the same
   * transaction): docs/decisions/0053-passkeys.md.
   */
  passkeys_enabled: Generated<boolean>;
  /** The opaque WebAuthn user handle (base64url), made with the first passkey's options. */
  webauthn_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Bumped to end every session at once (a password, address, two-factor or role change):
   * tokens carrying an older version are refused.
   */
  token_version: Generated<number>;
  language: Generated<'en' | 'es'>;
  /**
   * Set when the owner closed the account (docs/decisions/0050-closing-an-account.md): its
   * personal data is erased, its wishes and votes stay under "A former member".
   */
  closed_at: ColumnType<Date | null, never, Date>;
  /** `admin` makes the user an operator; set only by `pnpm admin:grant` (decision 0022). */
  role: Generated<UserRole>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type UserRole = 'user' | 'admin';

export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
