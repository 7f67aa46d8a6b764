import type { ColumnType, Generated, Selectable } from 'kysely';

export type LedgerTransactionKind =
  | 'referral_reward'
  | 'gift_purchase'
  | 'withdrawal_hold'
  | 'withdrawal_release'
  | 'withdrawal_payout'
  | 'withdrawal_reversal'
  | 'operator_credit';

export interface LedgerTransactionTable {
  id: Generated<string>;
  kind: LedgerTransactionKind;
  memo: string | null;
  created_at: ColumnType<Date, never, never>;
}
export type LedgerTransactionRow = Selectable<LedgerTransactionTable>;
