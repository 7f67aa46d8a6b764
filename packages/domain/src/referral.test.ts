import { describe, expect, it } from 'vitest';
import { formatMicros } from './money.ts';
import { REFERRAL_REWARD, referrerToPay } from './referral.ts';

describe('referral rewards', () => {
  it('pays 0.10 cent per reason, 0.20 cent for a whole referral', () => {
    expect(formatMicros(REFERRAL_REWARD.email_verified)).toBe('0.001');
    expect(formatMicros(REFERRAL_REWARD.email_verified + REFERRAL_REWARD.wish_published)).toBe(
      '0.002',
    );
  });

  it('pays nobody for an unreferred user or a self-referral', () => {
    expect(referrerToPay('7', '3')).toBe('3');
    expect(referrerToPay('7', null)).toBeUndefined();
    expect(referrerToPay('7', '7')).toBeUndefined();
  });
});
