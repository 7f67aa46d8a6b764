import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A gift mail's single-use link; only the token's hash is stored. */
export interface GiftClaimTokenTable {
  id: Generated<string>;
  gift_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}
export type GiftClaimTokenRow = Selectable<GiftClaimTokenTable>;
export type NewGiftClaimToken = Insertable<GiftClaimTokenTable>;
