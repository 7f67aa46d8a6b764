import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export type AccountLinkPurpose = 'password_reset' | 'email_change_undo';

/**
 * A mailed link that acts on an account without a session (a password reset, undoing a change
 * of address). Only the token's keyed hash is stored: a database leak reveals no working link.
 */
export interface AccountLinkTokenTable {
  id: Generated<string>;
  user_id: string;
  purpose: AccountLinkPurpose;
  /** Where the link went: the account's address (reset), or the address it left (undo). */
  email: string;
  token_hash: string;
  expires_at: Date;
  used_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
export type AccountLinkTokenRow = Selectable<AccountLinkTokenTable>;
export type NewAccountLinkToken = Insertable<AccountLinkTokenTable>;
