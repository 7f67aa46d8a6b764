import type { ColumnType, Generated, Insertable } from 'kysely';

export type ReferralRewardReason = 'email_verified' | 'wish_published';

export interface ReferralRewardTable {
  id: Generated<string>;
  referrer_user_id: string;
  referred_user_id: string;
  reason: ReferralRewardReason;
  /** Micro-dollars, as text: bigint arrives as a string (exact beyond 2^53). */
  amount: string;
  transaction_id: string;
  created_at: ColumnType<Date, never, never>;
}
export type NewReferralReward = Insertable<ReferralRewardTable>;
