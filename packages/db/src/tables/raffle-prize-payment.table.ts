import type { ColumnType, Generated, Selectable } from 'kysely';
import type { PrizePaymentMethod, PrizePaymentState } from '@wishwall/contracts/raffle.dto';

/** How a round's prize is paid, recorded by one operator and decided by another (decision 0044). */
export interface RafflePrizePaymentTable {
  id: Generated<string>;
  round: number;
  winner_user_id: string;
  /** Micro-dollars: the round's prize. */
  amount: string;
  method: PrizePaymentMethod;
  /** The off-platform payment's reference; null for a wallet credit. */
  reference: string | null;
  state: ColumnType<PrizePaymentState, never, PrizePaymentState>;
  requested_by: string;
  requested_at: ColumnType<Date, never, never>;
  decided_by: ColumnType<string | null, never, string>;
  decided_at: ColumnType<Date | null, never, Date>;
  /** The ledger transaction of a wallet credit, once approved. */
  transaction_id: ColumnType<string | null, never, string>;
}
export type RafflePrizePaymentRow = Selectable<RafflePrizePaymentTable>;
