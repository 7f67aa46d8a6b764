const REFERRAL_STORAGE_KEY = 'referral_code';

/**
 * Remembers a `referral_code` from the query so registration can credit the referrer later,
 * however the visitor wanders before signing up. The newest link wins.
 */
export function captureReferralCode(search: string): void {
  const code = new URLSearchParams(search).get('referral_code')?.trim();
  if (code) localStorage.setItem(REFERRAL_STORAGE_KEY, code);
}

/** The referral code to send with a registration, if a referral link brought the visitor. */
export function readReferralCode(): string | null {
  return localStorage.getItem(REFERRAL_STORAGE_KEY);
}

/** The link that credits `code`'s owner when the visitor it brings registers. */
export function referralUrl(language: string, code: string): string {
  return `${window.location.origin}/${language}?referral_code=${encodeURIComponent(code)}`;
}
