import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { ReferralRewardRepository } from '@wishwall/db/repositories/referral-reward.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { REFERRAL_REWARD, referrerToPay, type ReferralReason } from '@wishwall/domain/referral';
import type { WalletFlowDeps } from './wallet-changed.ts';

/** `not_earned`: the referred user has not done what the reward is for (see `pay`). */
export type RewardOutcome = 'paid' | 'already_paid' | 'nobody_to_pay' | 'not_earned';

/**
 * Pays a referrer for what the user they referred did. The reward row and its ledger
 * transaction commit together, and the unique (referred user, reason) lets only one such
 * transaction ever commit: a duplicate event, a retried job or a replayed outbox rolls back.
 * What was done is read from Postgres, never taken from the caller: a job added by hand for a
 * user who never verified pays nothing.
 */
export class ReferralRewardService {
  private readonly deps: WalletFlowDeps;

  constructor(deps: WalletFlowDeps) {
    this.deps = deps;
  }

  async pay(referredUserId: string, reason: ReferralReason): Promise<RewardOutcome> {
    const { db, ledger, changed } = this.deps;
    const referred = await new UserRepository(db).findById(referredUserId);
    const referrerId = referred && referrerToPay(referred.id, referred.referred_by_user_id ?? null);
    if (!referrerId) return 'nobody_to_pay';
    if (!(await this.earned(referred, reason))) return 'not_earned';
    const amount = REFERRAL_REWARD[reason];
    try {
      const paid = await db.transaction().execute(async (trx) => {
        const wallet = await ledger.lockWallet(trx, referrerId);
        // A closed referrer is paid nothing (decision 0050): read under the wallet's lock, which
        // closing holds while it commits.
        const referrer = await new UserRepository(trx).findById(referrerId);
        if (referrer?.closed_at) return false;
        const transactionId = await ledger.move(trx, {
          kind: 'referral_reward',
          wallet,
          amount,
          counterpart: 'referral_rewards',
        });
        await new ReferralRewardRepository(trx).create({
          referrer_user_id: referrerId,
          referred_user_id: referredUserId,
          reason,
          amount: amount.toString(),
          transaction_id: transactionId,
        });
        return true;
      });
      if (!paid) return 'nobody_to_pay';
    } catch (error) {
      if (isUniqueViolation(error, 'referral_rewards_once')) return 'already_paid';
      throw error;
    }
    await changed(referrerId);
    return 'paid';
  }

  /** Verification and publication are never undone, so what is read here stays true. */
  private async earned(referred: UserRow, reason: ReferralReason): Promise<boolean> {
    if (reason === 'email_verified') return referred.email_verified_at !== null;
    return new WishRepository(this.deps.db).hasPublished(referred.id);
  }
}
