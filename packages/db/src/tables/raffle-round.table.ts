import type { ColumnType, Insertable, Selectable } from 'kysely';
import type { RaffleRoundState } from '@wishwall/contracts/raffle.dto';

/** A raffle round (decision 0044): at most one is not drawn yet, enforced by Postgres. */
export interface RaffleRoundTable {
  number: number;
  /** Micro-dollars, as text. */
  prize: string;
  state: ColumnType<RaffleRoundState, RaffleRoundState | undefined, RaffleRoundState>;
  opens_at: ColumnType<Date, Date | undefined, never>;
  /** The announced close: the scheduled job closes sales then. */
  closes_at: Date;
  closed_at: ColumnType<Date | null, never, Date>;
  opened_by: ColumnType<string | null, string | null | undefined, never>;
}

export type RaffleRoundRow = Selectable<RaffleRoundTable>;
export type NewRaffleRound = Insertable<RaffleRoundTable>;
