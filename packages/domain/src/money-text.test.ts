import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyText } from './money-text.ts';

// Intl puts a no-break space between "25,00" and "US$"; the tests read it as a plain one.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const en = (micros: bigint, signed = false) => plain(formatMoney(micros, 'en', { signed }));
const es = (micros: bigint, signed = false) => plain(formatMoney(micros, 'es', { signed }));

describe('money as people read it', () => {
  it('shows whole cents with two decimals and the sub-cent remainder apart', () => {
    expect(en(25_006_000n)).toBe('US$25.00 + 0.6 ¢');
    expect(es(25_006_000n)).toBe('25,00 US$ + 0,6 ¢');
    expect(en(10_000_000n)).toBe('US$10.00');
    expect(en(10_500_000n)).toBe('US$10.50');
    expect(en(0n)).toBe('US$0.00');
    expect(en(1_234_567n)).toBe('US$1.23 + 0.4567 ¢');
  });

  it('shows an amount below a cent in cents, two decimals at least', () => {
    expect(en(1_000n)).toBe('0.10 ¢');
    expect(es(1_000n)).toBe('0,10 ¢');
    expect(en(1n)).toBe('0.0001 ¢');
    expect(en(9_999n)).toBe('0.9999 ¢');
  });

  it('rounds whole cents down, never up', () => {
    expect(en(19_999n)).toBe('US$0.01 + 0.9999 ¢');
    expect(en(999_999n)).toBe('US$0.99 + 0.9999 ¢');
  });

  it('groups digits per language, four-digit Spanish amounts too', () => {
    expect(en(1_234_567_000_000n)).toBe('US$1,234,567.00');
    expect(es(1_234_567_000_000n)).toBe('1.234.567,00 US$');
    expect(es(1_234_000_000n)).toBe('1.234,00 US$');
  });

  it('stays exact beyond what a float holds', () => {
    expect(en(9_000_000_000_000_000_001n)).toBe('US$9,000,000,000,000.00 + 0.0001 ¢');
  });

  it('signs money going out, and money coming in when asked', () => {
    expect(en(-12_000_000n)).toBe('-US$12.00');
    expect(es(-12_000_000n)).toBe('-12,00 US$');
    expect(en(-25_006_000n)).toBe('-US$25.00 - 0.6 ¢');
    expect(en(-1_000n)).toBe('-0.10 ¢');
    expect(en(1_000_000n, true)).toBe('+US$1.00');
    expect(en(1_000n, true)).toBe('+0.10 ¢');
    expect(en(0n, true)).toBe('US$0.00');
  });

  it("reads the API's decimal text", () => {
    expect(plain(formatMoneyText('25.006', 'en'))).toBe('US$25.00 + 0.6 ¢');
    expect(plain(formatMoneyText('0.001', 'es'))).toBe('0,10 ¢');
    expect(plain(formatMoneyText('-12.00', 'en'))).toBe('-US$12.00');
    expect(formatMoneyText('oops', 'en')).toBe('oops');
  });
});
