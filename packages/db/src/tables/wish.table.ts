import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { WishStatus } from '@wishwall/contracts/wish.dto';

export interface WishTable {
  id: Generated<string>;
  user_id: string;
  content: string;
  status: ColumnType<WishStatus, WishStatus | undefined, WishStatus>;
  /** Position on the wall: the Nth published wish. Null until published. */
  number_sequence: number | null;
  likes: Generated<number>;
  hearts: Generated<number>;
  dislikes: Generated<number>;
  counts_version: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  published_at: Date | null;
}

export type WishRow = Selectable<WishTable>;
export type NewWish = Insertable<WishTable>;
export type WishUpdate = Updateable<WishTable>;
