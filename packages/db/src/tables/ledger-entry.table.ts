import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

// bigint columns arrive as strings (exact beyond 2^53); services turn amounts into BigInt.

/** Append-only: the database refuses UPDATE and DELETE. */
export interface LedgerEntryTable {
  id: Generated<string>;
  transaction_id: string;
  account_id: string;
  /** Signed micro-dollars: positive into the account, negative out of it. */
  amount: string;
  balance_after: string;
  account_version: string;
  created_at: ColumnType<Date, never, never>;
}
export type LedgerEntryRow = Selectable<LedgerEntryTable>;
export type NewLedgerEntry = Insertable<LedgerEntryTable>;
