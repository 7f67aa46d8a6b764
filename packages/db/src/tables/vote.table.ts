import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { ReactionType } from '@wishwall/contracts/wish.dto';

/** One vote per user per wish (unique key); the vote rows are the truth behind the counts. */
export interface VoteTable {
  id: Generated<string>;
  wish_id: string;
  user_id: string;
  reaction_type: ReactionType;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type VoteRow = Selectable<VoteTable>;
export type NewVote = Insertable<VoteTable>;
