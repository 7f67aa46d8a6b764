import { describe, expect, it } from 'vitest';
import { holdsEmail, unverifiedHoldStart, whyNoVerificationLink } from './email-hold.ts';

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

describe('whether a verification link is worth mailing', () => {
  const account = (fields: Partial<Parameters<typeof whyNoVerificationLink>[0]> = {}) => ({
    id: '1',
    email: 'ana@example.test',
    email_verified_at: null,
    email_released_at: null,
    ...fields,
  });

  it('is for an account that has not proved the address and may still take it', () => {
    expect(whyNoVerificationLink(account(), 'ANA@example.test', undefined)).toBeUndefined();
    const verified = account({ email_verified_at: now });
    expect(whyNoVerificationLink(verified, 'new@example.test', undefined)).toBeUndefined();
    const unverifiedHolder = account({ id: '2', email: 'new@example.test' });
    expect(whyNoVerificationLink(verified, 'new@example.test', unverifiedHolder)).toBeUndefined();
  });

  it('is not for an address verified already, lost, or verified by another account', () => {
    const verified = account({ email_verified_at: now });
    expect(whyNoVerificationLink(verified, 'Ana@example.test', verified)).toMatch(/already/);
    const released = account({ email_released_at: now });
    expect(whyNoVerificationLink(released, 'ana@example.test', undefined)).toMatch(/lost/);
    const holder = account({ id: '2', email: 'new@example.test', email_verified_at: now });
    expect(whyNoVerificationLink(account(), 'new@example.test', holder)).toMatch(/account 2/);
  });
});
