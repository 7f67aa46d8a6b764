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

/** One address whatever its case: holders are unique on lower(email). */
export function sameEmail(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

interface Account {
  id: string;
  email: string;
  email_verified_at: Date | null;
  email_released_at: Date | null;
}

/**
 * Why a verification link for `email` would not help `account` (undefined when it would): a
 * link only helps an account that has not proved that address and may still take it. An
 * address it verified already, one it lost to another registration (decision 0017) or one
 * that `holder`, another account, verified would get a link that cannot work, or that hands
 * the address to the wrong account.
 */
export function whyNoVerificationLink(
  account: Account,
  email: string,
  holder: Account | undefined,
): string | undefined {
  if (sameEmail(account.email, email)) {
    if (account.email_verified_at) return `user ${account.id} has verified this address already`;
    if (account.email_released_at) return `user ${account.id} lost this address to another account`;
    return undefined;
  }
  if (holder && holder.id !== account.id && holder.email_verified_at) {
    return `account ${holder.id} has verified this address`;
  }
  return undefined;
}
