import type { Db } from '@wishwall/db/database';
import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { ReferralRewardRepository } from '@wishwall/db/repositories/referral-reward.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { REFERRAL_REWARD, referrerToPay, type ReferralReason } from '@wishwall/domain/referral';
import type { LedgerService } from './ledger.service.ts';
import type { WalletChanged } from './wallet-changed.ts';

export type RewardOutcome = 'paid' | 'already_paid' | 'nobody_to_pay';

/**
 * Pays a referrer for what the user they referred did. The reward row and its ledger
 * transaction commit together, and the unique (referred user, reason) lets only one such
 * transaction ever commit: a duplicate event, a retried job or a replayed outbox rolls back.
 */
export class ReferralRewardService {
  private readonly db: Db;
  private readonly ledger: LedgerService;
  private readonly changed: WalletChanged;

  constructor(db: Db, ledger: LedgerService, changed: WalletChanged) {
    this.db = db;
    this.ledger = ledger;
    this.changed = changed;
  }

  async pay(referredUserId: string, reason: ReferralReason): Promise<RewardOutcome> {
    const referred = await new UserRepository(this.db).findById(referredUserId);
    const referrerId = referred && referrerToPay(referred.id, referred.referred_by_user_id ?? null);
    if (!referrerId) return 'nobody_to_pay';
    const amount = REFERRAL_REWARD[reason];
    try {
      await this.db.transaction().execute(async (trx) => {
        const wallet = await this.ledger.lockWallet(trx, referrerId);
        const transactionId = await this.ledger.move(trx, {
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
      });
    } catch (error) {
      if (isUniqueViolation(error, 'referral_rewards_once')) return 'already_paid';
      throw error;
    }
    await this.changed(referrerId);
    return 'paid';
  }
}
