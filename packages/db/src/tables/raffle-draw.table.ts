import type { ColumnType, Insertable, Selectable } from 'kysely';

/** One wish of the top-10 as it stood when the raffle was drawn. */
export interface RaffleStanding {
  wish_id: string;
  number_sequence: number | null;
  likes: number;
  published_at: string | null;
}

export interface RaffleDrawTable {
  round: number;
  wish_id: string;
  operator_id: string;
  likes: number;
  top_ten: ColumnType<RaffleStanding[], string, never>;
  drawn_at: ColumnType<Date, Date | undefined, never>;
}

export type RaffleDrawRow = Selectable<RaffleDrawTable>;
export type NewRaffleDraw = Insertable<RaffleDrawTable>;
