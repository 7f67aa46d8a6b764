import type { ColumnType, Generated, Selectable } from 'kysely';

// bigint columns arrive as strings (exact beyond 2^53); services turn amounts into BigInt.

/** Accounts money comes from and goes to, beside the users' wallets (decision 0020). */
export type SystemAccountKind =
  | 'referral_rewards'
  | 'gift_sales'
  | 'withdrawals_held'
  | 'withdrawals_paid'
  | 'operator_credits'
  /** The house account: balances forfeited by closed accounts (decision 0050). */
  | 'closed_balances';
export type LedgerAccountKind = 'user_wallet' | SystemAccountKind;

export interface LedgerAccountTable {
  id: Generated<string>;
  kind: LedgerAccountKind;
  user_id: string | null;
  balance: ColumnType<string, never, string>;
  version: ColumnType<string, never, string>;
  updated_at: ColumnType<Date, never, Date>;
}
export type LedgerAccountRow = Selectable<LedgerAccountTable>;
