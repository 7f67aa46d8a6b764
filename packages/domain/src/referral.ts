import type { Micros } from './money.ts';

/** Why a referrer is paid: the referred user verified their e-mail, or published a wish. */
export const REFERRAL_REASONS = ['email_verified', 'wish_published'] as const;
export type ReferralReason = (typeof REFERRAL_REASONS)[number];

/** 0.10 US cent per reason: 0.10 to 0.20 cent per referral (docs/product.md#referral). */
export const REFERRAL_REWARD: { readonly [R in ReferralReason]: Micros } = {
  email_verified: 1_000n,
  wish_published: 1_000n,
};

/** Nobody earns for referring themselves, and a user nobody referred pays nobody. */
export function referrerToPay(
  referredUserId: string,
  referrerUserId: string | null,
): string | undefined {
  return referrerUserId !== null && referrerUserId !== referredUserId ? referrerUserId : undefined;
}
