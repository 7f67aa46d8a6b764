import type { Insertable } from 'kysely';

/** A logged-out token, kept until it would have expired anyway. */
export interface RevokedTokenTable {
  jti: string;
  user_id: string;
  expires_at: Date;
}
export type NewRevokedToken = Insertable<RevokedTokenTable>;
