const REFERRAL_STORAGE_KEY = 'referral_code';

/**
 * Remembers a `referral_code` from the query so registration can credit the referrer later,
 * however the visitor wanders before signing up. The newest link wins.
 */
export function captureReferralCode(search: string): void {
  const code = new URLSearchParams(search).get('referral_code')?.trim();
  if (code) localStorage.setItem(REFERRAL_STORAGE_KEY, code);
}
