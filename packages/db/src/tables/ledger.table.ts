import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

// bigint columns arrive as strings (exact beyond 2^53); services turn amounts into BigInt.

/** Accounts money comes from and goes to, beside the users' wallets (decision 0020). */
export type SystemAccountKind =
  'referral_rewards' | 'gift_sales' | 'withdrawals_held' | 'withdrawals_paid' | 'operator_credits';
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

export type LedgerTransactionKind =
  | 'referral_reward'
  | 'gift_purchase'
  | 'withdrawal_hold'
  | 'withdrawal_release'
  | 'withdrawal_payout'
  | 'operator_credit';

export interface LedgerTransactionTable {
  id: Generated<string>;
  kind: LedgerTransactionKind;
  memo: string | null;
  created_at: ColumnType<Date, never, never>;
}
export type LedgerTransactionRow = Selectable<LedgerTransactionTable>;

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

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected' | 'paid';

export interface WithdrawalTable {
  id: Generated<string>;
  user_id: string;
  amount: string;
  status: ColumnType<WithdrawalStatus, never, WithdrawalStatus>;
  hold_transaction_id: string;
  settle_transaction_id: ColumnType<string | null, never, string>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}
export type WithdrawalRow = Selectable<WithdrawalTable>;

export type ReferralRewardReason = 'email_verified' | 'wish_published';

export interface ReferralRewardTable {
  id: Generated<string>;
  referrer_user_id: string;
  referred_user_id: string;
  reason: ReferralRewardReason;
  amount: string;
  transaction_id: string;
  created_at: ColumnType<Date, never, never>;
}
export type NewReferralReward = Insertable<ReferralRewardTable>;
