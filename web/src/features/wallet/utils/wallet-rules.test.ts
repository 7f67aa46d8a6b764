import { describe, expect, it } from 'vitest';
import {
  canGift,
  destinationProblem,
  giftEmailsMatch,
  giftFormProblem,
  newerWallet,
  withdrawalProblem,
} from './wallet-rules.ts';

const wallet = (balance: string, version = 1) => ({ balance, version, last_update: null });

describe('wallet rules in the browser', () => {
  it('offers the gift from 1 USD', () => {
    expect(canGift(wallet('0.999'))).toBe(false);
    expect(canGift(wallet('1.00'))).toBe(true);
  });

  it('checks a withdrawal as the server does', () => {
    expect(withdrawalProblem('', wallet('50.00'))).toBe('invalid_amount');
    expect(withdrawalProblem('1.005', wallet('50.00'))).toBe('invalid_amount');
    expect(withdrawalProblem('9.99', wallet('50.00'))).toBe('withdrawal_minimum');
    expect(withdrawalProblem('50.01', wallet('50.00'))).toBe('amount_exceeds_balance');
    expect(withdrawalProblem('10', wallet('50.00'))).toBeNull();
  });

  it('checks a PayPal destination as the server reads it', () => {
    expect(destinationProblem('')).toBe('payout_destination_required');
    expect(destinationProblem('not-an-address')).toBe('payout_destination_required');
    expect(destinationProblem('a@b')).toBe('payout_destination_required');
    expect(destinationProblem(' Me@PayPal.Example ')).toBeNull();
  });

  it('refuses in the gift dialog, before its warning, what the API would refuse after it', () => {
    const me = 'giver@example.test';
    expect(giftFormProblem('  ', '', me)).toEqual({ kind: 'email_required', field: 'email' });
    expect(giftFormProblem('nobody', 'nobody', me)).toEqual({
      kind: 'invalid_email',
      field: 'email',
    });
    expect(giftFormProblem(' Giver@Example.test', 'giver@example.test', me)).toEqual({
      kind: 'own_email',
      field: 'email',
    });
    expect(giftFormProblem('ana@example.test', 'ann@example.test', me)).toEqual({
      kind: 'email_mismatch',
      field: 'confirmation',
    });
    expect(giftFormProblem('ana@example.test', 'ANA@example.test', me)).toBeNull();
    expect(giftFormProblem('ana@example.test', 'ana@example.test', null)).toBeNull();
  });

  it('compares the two gift e-mails as addresses', () => {
    expect(giftEmailsMatch('Ana@Example.test ', 'ana@example.test')).toBe(true);
    expect(giftEmailsMatch('ana@example.test', 'ann@example.test')).toBe(false);
  });

  it('keeps the newest wallet', () => {
    expect(newerWallet(null, wallet('1.00', 3))).toEqual(wallet('1.00', 3));
    expect(newerWallet(wallet('2.00', 4), wallet('1.00', 3))).toEqual(wallet('2.00', 4));
    expect(newerWallet(wallet('2.00', 4), wallet('3.00', 5))).toEqual(wallet('3.00', 5));
  });
});
