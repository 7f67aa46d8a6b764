import { describe, expect, it } from 'vitest';
import {
  assertNotOwnWithdrawal,
  assertWithdrawable,
  nextWithdrawalStatus,
  parsePayPalEmail,
  parseWithdrawalAmount,
  payoutOutcome,
  WITHDRAWAL_MINIMUM,
} from './withdrawal.ts';

const code = (code: string) => expect.objectContaining({ code });

describe('withdrawal rules', () => {
  it('reads a number or decimal text greater than 0 with at most two decimals', () => {
    expect(parseWithdrawalAmount(10)).toBe(10_000_000n);
    expect(parseWithdrawalAmount(10.25)).toBe(10_250_000n);
    expect(parseWithdrawalAmount('12.5')).toBe(12_500_000n);
    expect(parseWithdrawalAmount(' 0.01 ')).toBe(10_000n);
  });

  it.each([
    0,
    -5,
    '0',
    '0.00',
    '-10',
    '10.001',
    0.1 + 0.2,
    1e21,
    Number.NaN,
    Infinity,
    'ten',
    '',
    null,
    true,
    {},
    [],
  ])('refuses %j as invalid_amount', (input) => {
    expect(() => parseWithdrawalAmount(input)).toThrow(code('invalid_amount'));
  });

  it('needs at least 10 USD and at most the balance', () => {
    expect(() => assertWithdrawable(WITHDRAWAL_MINIMUM - 1n, 50_000_000n)).toThrow(
      code('withdrawal_minimum'),
    );
    expect(() => assertWithdrawable(20_000_000n, 19_999_999n)).toThrow(
      code('amount_exceeds_balance'),
    );
    expect(() => assertWithdrawable(WITHDRAWAL_MINIMUM, WITHDRAWAL_MINIMUM)).not.toThrow();
  });

  it('moves pending to approved or rejected, and only approved to paid', () => {
    expect(nextWithdrawalStatus('pending', 'approve')).toBe('approved');
    expect(nextWithdrawalStatus('pending', 'reject')).toBe('rejected');
    expect(nextWithdrawalStatus('approved', 'mark_paid')).toBe('paid');
    expect(() => nextWithdrawalStatus('pending', 'mark_paid')).toThrow(code('conflict'));
    expect(() => nextWithdrawalStatus('rejected', 'mark_paid')).toThrow(code('conflict'));
    expect(() => nextWithdrawalStatus('approved', 'reject')).toThrow(code('conflict'));
    expect(() => nextWithdrawalStatus('paid', 'approve')).toThrow(code('conflict'));
  });

  it('sends an approved request to PayPal once; one sent is never marked paid by hand', () => {
    expect(nextWithdrawalStatus('approved', 'pay')).toBe('approved');
    expect(() => nextWithdrawalStatus('approved', 'pay', true)).toThrow(code('conflict'));
    expect(() => nextWithdrawalStatus('approved', 'mark_paid', true)).toThrow(code('conflict'));
    for (const status of ['pending', 'processing', 'failed', 'paid', 'rejected'] as const) {
      expect(() => nextWithdrawalStatus(status, 'pay'), status).toThrow(code('conflict'));
      expect(() => nextWithdrawalStatus(status, 'mark_paid'), status).toThrow(code('conflict'));
    }
    expect(() => nextWithdrawalStatus('processing', 'reject')).toThrow(code('conflict'));
  });
});

describe('PayPal payouts', () => {
  it('reads each item status as what it does to the withdrawal', () => {
    expect(payoutOutcome('SUCCESS')).toBe('paid');
    for (const status of ['FAILED', 'RETURNED', 'BLOCKED', 'DENIED']) {
      expect(payoutOutcome(status)).toBe('failed');
    }
    for (const status of ['PENDING', 'UNCLAIMED', 'ONHOLD', 'unclaimed']) {
      expect(payoutOutcome(status)).toBe('processing');
    }
    for (const status of ['REVERSED', 'REFUNDED']) expect(payoutOutcome(status)).toBe('reversed');
    expect(payoutOutcome('SOMETHING_NEW')).toBe('unknown');
  });

  it('reads a PayPal e-mail trimmed and lower-cased, and refuses anything else', () => {
    expect(parsePayPalEmail(' Me@PayPal.Example ')).toBe('me@paypal.example');
    for (const bad of [
      '',
      'me',
      'me@',
      '@x.y',
      'a b@c.d',
      'a@b',
      42,
      null,
      `${'x'.repeat(250)}@e.co`,
    ]) {
      expect(() => parsePayPalEmail(bad), String(bad)).toThrow(code('validation_failed'));
    }
  });
});

describe('four eyes on a withdrawal', () => {
  it('refuses the requester deciding, whatever the decision', () => {
    expect(() => assertNotOwnWithdrawal('5', '5')).toThrow(
      expect.objectContaining({ code: 'cannot_decide_own_withdrawal' }),
    );
    expect(() => assertNotOwnWithdrawal('5', '6')).not.toThrow();
  });
});
