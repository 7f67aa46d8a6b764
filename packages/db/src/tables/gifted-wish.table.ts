import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export interface GiftedWishTable {
  id: Generated<string>;
  giver_user_id: string | null;
  receiver_email: string;
  receiver_user_id: string | null;
  wish_id: string | null;
  used_at: Date | null;
  /** The ledger transaction that paid for a bought gift. */
  purchase_transaction_id: ColumnType<string | null, string | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
export type GiftedWishRow = Selectable<GiftedWishTable>;
export type NewGiftedWish = Insertable<GiftedWishTable>;
