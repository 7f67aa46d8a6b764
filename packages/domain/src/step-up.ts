import { hasSecondFactor, type AuthMethod } from '@wishwall/contracts/token-claims';

/**
 * Whether a session proved itself recently enough for an operator's money action: its last
 * factor (`auth_time`, seconds since the epoch) at most `maxAgeHours` before `now`
 * (docs/decisions/0036-operator-sessions.md).
 */
export function isRecentAuthentication(authTime: number, now: Date, maxAgeHours: number): boolean {
  return now.getTime() - authTime * 1000 <= maxAgeHours * 3_600_000;
}

/**
 * How recently a session must have passed its second factor for that factor to stand in for
 * the password when it changes where the account's mail or money goes.
 */
export const FACTOR_INSTEAD_OF_PASSWORD_MINUTES = 15;

/**
 * Whether a session may change the account's address or its payout account without typing the
 * password: its second factor (an authenticator app's code, not a mailed one) was passed in the
 * last {@link FACTOR_INSTEAD_OF_PASSWORD_MINUTES} minutes (docs/decisions/0046-account-links.md).
 */
export function factorStandsForPassword(
  session: { amr: readonly AuthMethod[]; auth_time: number },
  now: Date,
): boolean {
  return (
    hasSecondFactor(session.amr) &&
    isRecentAuthentication(session.auth_time, now, FACTOR_INSTEAD_OF_PASSWORD_MINUTES / 60)
  );
}
