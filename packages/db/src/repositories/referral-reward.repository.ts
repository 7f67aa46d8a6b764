import { sql } from 'kysely';
import type { DbExecutor } from '../database.ts';
import type { NewReferralReward } from '../tables/referral-reward.table.ts';

/** A line of the rewards list: a referral reward, or a paid withdrawal (negative). */
export interface RewardLineRow {
  id: string;
  kind: 'referral_reward' | 'withdrawal_paid';
  reason: string | null;
  amount: string;
  created_at: Date;
  referred_user_name: string | null;
  referred_user_email_verified_at: Date | null;
  referred_user_closed: boolean | null;
}

export class ReferralRewardRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** Fails on `referral_rewards_once` when this referred user and reason were paid already. */
  async create(values: NewReferralReward): Promise<void> {
    await this.db.insertInto('referral_rewards').values(values).execute();
  }

  /**
   * The user's reward lines, newest first: referral rewards they earned and their paid
   * withdrawals (negative amounts, "withdrawal paid"), as the wallet tab lists them.
   */
  listLines(userId: string, limit: number, offset: number): Promise<RewardLineRow[]> {
    const rewards = this.db
      .selectFrom('referral_rewards as r')
      .innerJoin('users as u', 'u.id', 'r.referred_user_id')
      .select([
        sql<string>`'r' || r.id`.as('id'),
        sql<RewardLineRow['kind']>`'referral_reward'`.as('kind'),
        sql<string | null>`r.reason`.as('reason'),
        sql<string>`r.amount::text`.as('amount'),
        'r.created_at',
        sql<string | null>`u.name`.as('referred_user_name'),
        sql<Date | null>`u.email_verified_at`.as('referred_user_email_verified_at'),
        sql<boolean | null>`u.closed_at is not null`.as('referred_user_closed'),
      ])
      .where('r.referrer_user_id', '=', userId);
    const payouts = this.db
      .selectFrom('withdrawals as w')
      .select([
        sql<string>`'w' || w.id`.as('id'),
        sql<RewardLineRow['kind']>`'withdrawal_paid'`.as('kind'),
        sql<string | null>`null`.as('reason'),
        sql<string>`(-w.amount)::text`.as('amount'),
        sql<Date>`w.updated_at`.as('created_at'),
        sql<string | null>`null`.as('referred_user_name'),
        sql<Date | null>`null`.as('referred_user_email_verified_at'),
        sql<boolean | null>`null`.as('referred_user_closed'),
      ])
      .where('w.user_id', '=', userId)
      .where('w.status', '=', 'paid');
    return this.db
      .selectFrom(rewards.unionAll(payouts).as('line'))
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }
}
