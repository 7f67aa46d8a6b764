import { EMAIL_VERIFICATION_VALID_HOURS } from '@wishwall/contracts/constants';

const HOLD_MS = EMAIL_VERIFICATION_VALID_HOURS * 3600_000;

/**
 * An unverified account registered before this instant no longer keeps its address from
 * others (decision 0017): its verification link would have expired.
 */
export function unverifiedHoldStart(now: Date): Date {
  return new Date(now.getTime() - HOLD_MS);
}

/** Whether an account keeps its address from others: verified, or registered recently. */
export function holdsEmail(
  account: { email_verified_at: Date | null; created_at: Date },
  now: Date,
): boolean {
  return account.email_verified_at !== null || account.created_at >= unverifiedHoldStart(now);
}
