import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export interface UserPreferencesTable {
  user_id: string;
  marketing_emails: Generated<boolean>;
  newsletter: Generated<boolean>;
  allow_email_notifications: Generated<boolean>;
  allow_sms_notifications: Generated<boolean>;
  timezone: Generated<string>;
  language_preference: Generated<string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}
export type UserPreferencesRow = Selectable<UserPreferencesTable>;

/** Only the token's hash is stored: a database leak reveals no working link. */
export interface EmailVerificationTokenTable {
  id: Generated<string>;
  user_id: string;
  email: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}
export type EmailVerificationTokenRow = Selectable<EmailVerificationTokenTable>;
export type NewEmailVerificationToken = Insertable<EmailVerificationTokenTable>;

/** `step_up`: a signed-in session proving a second factor again (an operator's money action). */
export type TwoFactorPurpose = 'login' | 'enable' | 'step_up';

export interface TwoFactorAttemptTable {
  id: Generated<string>;
  user_id: string;
  purpose: TwoFactorPurpose;
  attempt_token_hash: string | null;
  code_hash: string | null;
  code_expires_at: Date | null;
  /** Wrong codes, across every code sent for the attempt. */
  failed_attempts: Generated<number>;
  /** Codes sent after the first. */
  resends: Generated<number>;
  used_at: Date | null;
  /** The session (token id) a step-up's code upgrades; set for `step_up` only. */
  session_jti: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}
export type TwoFactorAttemptRow = Selectable<TwoFactorAttemptTable>;
export type NewTwoFactorAttempt = Insertable<TwoFactorAttemptTable>;

/** A logged-out token, kept until it would have expired anyway. */
export interface RevokedTokenTable {
  jti: string;
  user_id: string;
  expires_at: Date;
}
export type NewRevokedToken = Insertable<RevokedTokenTable>;
