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
  /** Given back to its giver when its receiver closed the account unused (decision 0050). */
  returned_at: ColumnType<Date | null, never, Date>;
  /** The ledger transaction that paid a returned gift back to its giver. */
  return_transaction_id: ColumnType<string | null, never, string>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
export type GiftedWishRow = Selectable<GiftedWishTable>;
export type NewGiftedWish = Insertable<GiftedWishTable>;
