import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A single-use recovery code of an authenticator app, stored as a keyed hash. */
export interface RecoveryCodeTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}
export type RecoveryCodeRow = Selectable<RecoveryCodeTable>;
export type NewRecoveryCode = Insertable<RecoveryCodeTable>;
