import { describe, expect, it } from 'vitest';
import {
  assertNotOwnWithdrawal,
  assertWithdrawable,
  nextWithdrawalStatus,
  parseWithdrawalAmount,
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
});

describe('four eyes on a withdrawal', () => {
  it('refuses the requester deciding, whatever the decision', () => {
    expect(() => assertNotOwnWithdrawal('5', '5')).toThrow(
      expect.objectContaining({ code: 'cannot_decide_own_withdrawal' }),
    );
    expect(() => assertNotOwnWithdrawal('5', '6')).not.toThrow();
  });
});
