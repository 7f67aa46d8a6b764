import { describe, expect, it } from 'vitest';
import { holdsEmail, unverifiedHoldStart } from './email-hold.ts';

const now = new Date('2026-11-23T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);

describe('who holds an e-mail address', () => {
  it('an unverified account holds it for the 24 hours its link lives', () => {
    expect(unverifiedHoldStart(now)).toEqual(hoursAgo(24));
    expect(holdsEmail({ email_verified_at: null, created_at: hoursAgo(23.9) }, now)).toBe(true);
    expect(holdsEmail({ email_verified_at: null, created_at: hoursAgo(24) }, now)).toBe(true);
    expect(holdsEmail({ email_verified_at: null, created_at: hoursAgo(24.1) }, now)).toBe(false);
  });

  it('a verified account holds it however old', () => {
    const account = { email_verified_at: hoursAgo(900), created_at: hoursAgo(1000) };
    expect(holdsEmail(account, now)).toBe(true);
  });
});
