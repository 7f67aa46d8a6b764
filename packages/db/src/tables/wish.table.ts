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
  /** The raffle round it was published in (decision 0044). Null until published. */
  raffle_round: ColumnType<number | null, number | undefined, number>;
  /**
   * Written by a trigger from `content` for the search (`wishwall_fold`: lower case, no
   * accents; decisions 0029 and 0052), never by us; nullable as they were when generated.
   */
  search_vector: ColumnType<string | null, never, never>;
  content_folded: ColumnType<string | null, never, never>;
  /** The wish's hashtags as search compares them (`tagsOf`), written with `content`. */
  tags: string[];
}

export type WishRow = Selectable<WishTable>;
export type NewWish = Insertable<WishTable>;
export type WishUpdate = Updateable<WishTable>;
