import type { JobPayloads } from '@wishwall/contracts/queues';
import type { ReferralRewardService } from '@wishwall/core/referral-reward.service';
import type { AnyHandlerRegistration } from '@wishwall/events/job-registry';

/**
 * The referrer's two rewards: when the referred user verifies their e-mail, and when their
 * wish is published. Redelivered, retried or replayed events pay once (the service's unique
 * key), so these jobs can simply run again.
 */
export function referralRewardJobs(
  rewards: ReferralRewardService,
): AnyHandlerRegistration<JobPayloads>[] {
  return [
    {
      name: 'rewards.email-verified',
      async handle(event) {
        await rewards.pay(event.payload.userId, 'email_verified');
      },
    },
    {
      name: 'rewards.wish-published',
      async handle(event) {
        await rewards.pay(event.payload.userId, 'wish_published');
      },
    },
  ];
}
