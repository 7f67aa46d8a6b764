import type { ColumnType, Generated, Selectable } from 'kysely';

export type LedgerTransactionKind =
  | 'referral_reward'
  | 'gift_purchase'
  | 'withdrawal_hold'
  | 'withdrawal_release'
  | 'withdrawal_payout'
  | 'withdrawal_reversal'
  | 'operator_credit'
  /** A closing account's balance below the withdrawal minimum, to the house (decision 0050). */
  | 'closing_forfeit'
  /** An unused gift of a closing account, back to its giver's wallet. */
  | 'gift_return';

export interface LedgerTransactionTable {
  id: Generated<string>;
  kind: LedgerTransactionKind;
  memo: string | null;
  created_at: ColumnType<Date, never, never>;
}
export type LedgerTransactionRow = Selectable<LedgerTransactionTable>;
