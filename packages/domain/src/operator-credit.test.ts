import { describe, expect, it } from 'vitest';
import {
  assertCanApproveCredit,
  assertNotOwnWallet,
  creditNeedsApproval,
  parseCreditAmount,
} from './operator-credit.ts';

const limits = { approvalUsd: 100, maxUsd: 10_000 };
const code = (code: string) => expect.objectContaining({ code });

describe('operator credit rules', () => {
  it('reads decimal text up to 6 decimals, up to the maximum', () => {
    expect(parseCreditAmount(' 12.5 ', limits)).toBe(12_500_000n);
    expect(parseCreditAmount('0.000001', limits)).toBe(1n);
    expect(parseCreditAmount('10000', limits)).toBe(10_000_000_000n);
  });

  it.each(['0', '-1', 'ten', '1e3', '1.0000001', ''])('refuses %j as invalid_amount', (text) => {
    expect(() => parseCreditAmount(text, limits)).toThrow(code('invalid_amount'));
  });

  it.each(['10000.000001', '999999999999999'])('refuses %s above the maximum', (text) => {
    expect(() => parseCreditAmount(text, limits)).toThrow(code('credit_above_maximum'));
  });

  it('asks a second operator above the approval threshold only', () => {
    expect(creditNeedsApproval(100_000_000n, limits)).toBe(false);
    expect(creditNeedsApproval(100_000_001n, limits)).toBe(true);
    expect(creditNeedsApproval(1n, { approvalUsd: 0, maxUsd: 1 })).toBe(true);
  });

  it('four eyes: no credit to oneself, no approval of one’s own request', () => {
    expect(() => assertNotOwnWallet('7', '7')).toThrow(code('cannot_credit_own_wallet'));
    expect(() => assertNotOwnWallet('7', '8')).not.toThrow();
    expect(() => assertCanApproveCredit('7', { requested_by: '7', user_id: '9' })).toThrow(
      code('cannot_approve_own_credit'),
    );
    expect(() => assertCanApproveCredit('9', { requested_by: '7', user_id: '9' })).toThrow(
      code('cannot_credit_own_wallet'),
    );
    expect(() => assertCanApproveCredit('8', { requested_by: '7', user_id: '9' })).not.toThrow();
  });
});
