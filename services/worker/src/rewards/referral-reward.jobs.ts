import type { JobPayloads } from '@wishwall/contracts/queues';
import type { ReferralRewardService } from '@wishwall/core/referral-reward.service';
import type { AnyHandlerRegistration } from '@wishwall/events/job-registry';
import { JobSkipped } from '../job-skipped.ts';

type Reason = Parameters<ReferralRewardService['pay']>[1];

async function pay(rewards: ReferralRewardService, userId: string, reason: Reason) {
  if ((await rewards.pay(userId, reason)) === 'not_earned') {
    throw new JobSkipped(`user ${userId} has not done what ${reason} rewards: nothing paid`);
  }
}

/**
 * The referrer's two rewards: when the referred user verifies their e-mail, and when their
 * wish is published. Redelivered, retried or replayed events pay once (the service's unique
 * key), so these jobs can simply run again. The service reads from Postgres whether the user
 * did it; a job whose payload says so wrongly is skipped.
 */
export function referralRewardJobs(
  rewards: ReferralRewardService,
): AnyHandlerRegistration<JobPayloads>[] {
  return [
    {
      name: 'rewards.email-verified',
      handle: (event) => pay(rewards, event.payload.userId, 'email_verified'),
    },
    {
      name: 'rewards.wish-published',
      handle: (event) => pay(rewards, event.payload.userId, 'wish_published'),
    },
  ];
}
