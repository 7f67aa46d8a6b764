import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreditRequestState } from '@wishwall/contracts/admin.dto';

/** An operator's credit above the approval threshold, waiting for a second operator. */
export interface CreditRequestTable {
  id: Generated<string>;
  /** The wallet it credits. */
  user_id: string;
  /** Micro-dollars. */
  amount: string;
  /** The ledger memo once approved. */
  reason: string;
  state: ColumnType<CreditRequestState, never, CreditRequestState>;
  requested_by: string;
  requested_at: ColumnType<Date, never, never>;
  decided_by: ColumnType<string | null, never, string>;
  decided_at: ColumnType<Date | null, never, Date>;
  /** The ledger transaction that paid it, once approved. */
  transaction_id: ColumnType<string | null, never, string>;
}
export type CreditRequestRow = Selectable<CreditRequestTable>;
