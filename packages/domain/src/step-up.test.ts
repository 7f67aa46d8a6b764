import { describe, expect, it } from 'vitest';
import { factorStandsForPassword, isRecentAuthentication } from './step-up.ts';

describe('isRecentAuthentication', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const secondsAgo = (seconds: number) => now.getTime() / 1000 - seconds;

  it('holds up to the limit, inclusive, and not a second past it', () => {
    expect(isRecentAuthentication(secondsAgo(0), now, 12)).toBe(true);
    expect(isRecentAuthentication(secondsAgo(12 * 3600), now, 12)).toBe(true);
    expect(isRecentAuthentication(secondsAgo(12 * 3600 + 1), now, 12)).toBe(false);
    expect(isRecentAuthentication(secondsAgo(2 * 3600), now, 1)).toBe(false);
  });
});

describe('factorStandsForPassword', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const at = (minutesAgo: number) => now.getTime() / 1000 - minutesAgo * 60;

  it('is an authenticator code passed in the last 15 minutes, never a mailed code or a password', () => {
    expect(factorStandsForPassword({ amr: ['pwd', 'otp'], auth_time: at(0) }, now)).toBe(true);
    expect(factorStandsForPassword({ amr: ['pwd', 'otp'], auth_time: at(15) }, now)).toBe(true);
    expect(factorStandsForPassword({ amr: ['pwd', 'otp'], auth_time: at(16) }, now)).toBe(false);
    expect(factorStandsForPassword({ amr: ['pwd', 'email_otp'], auth_time: at(0) }, now)).toBe(
      false,
    );
    expect(factorStandsForPassword({ amr: ['pwd'], auth_time: at(0) }, now)).toBe(false);
  });
});
