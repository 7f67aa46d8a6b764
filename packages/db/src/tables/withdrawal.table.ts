import type { ColumnType, Generated, Selectable } from 'kysely';
import type { WithdrawalStatus } from '@wishwall/contracts/wallet.dto';

export interface WithdrawalTable {
  id: Generated<string>;
  user_id: string;
  /** Micro-dollars, as text: bigint arrives as a string (exact beyond 2^53). */
  amount: string;
  status: ColumnType<WithdrawalStatus, never, WithdrawalStatus>;
  hold_transaction_id: string;
  settle_transaction_id: ColumnType<string | null, never, string>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}
export type WithdrawalRow = Selectable<WithdrawalTable>;
