import type { ColumnType, Generated } from 'kysely';

/** A change to one wish's counts, waiting to be folded into the wish row. */
export interface ReactionDeltaTable {
  id: Generated<string>;
  wish_id: string;
  likes: Generated<number>;
  hearts: Generated<number>;
  dislikes: Generated<number>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
