import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

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
