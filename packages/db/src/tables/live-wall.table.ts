import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A change to one wish's counts, waiting to be folded into the wish row. */
export interface ReactionDeltaTable {
  id: Generated<string>;
  wish_id: string;
  likes: Generated<number>;
  hearts: Generated<number>;
  dislikes: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

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
