import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

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
