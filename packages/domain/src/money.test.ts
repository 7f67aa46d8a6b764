import { describe, expect, it } from 'vitest';
import { formatMicros, microsOfDecimal } from './money.ts';

describe('money', () => {
  it('renders as many decimals as the amount needs, at least two, at most six', () => {
    expect(formatMicros(0n)).toBe('0.00');
    expect(formatMicros(1_000n)).toBe('0.001');
    expect(formatMicros(10_000_000n)).toBe('10.00');
    expect(formatMicros(10_500_000n)).toBe('10.50');
    expect(formatMicros(1_234_567n)).toBe('1.234567');
    expect(formatMicros(1n)).toBe('0.000001');
    expect(formatMicros(-12_000_000n)).toBe('-12.00');
    expect(formatMicros(-1_000n)).toBe('-0.001');
    expect(formatMicros(9_000_000_000_000_000_001n)).toBe('9000000000000.000001');
  });

  it('reads decimal text exactly, refusing what is not a plain amount', () => {
    expect(microsOfDecimal('0.001')).toBe(1_000n);
    expect(microsOfDecimal('10')).toBe(10_000_000n);
    expect(microsOfDecimal('10.5')).toBe(10_500_000n);
    expect(microsOfDecimal('0.0000001')).toBeUndefined();
    expect(microsOfDecimal('1.234', 2)).toBeUndefined();
    for (const bad of ['', '-1', '+1', '1e3', ' 1', '1.', '.5', '1,5', 'NaN']) {
      expect(microsOfDecimal(bad), bad).toBeUndefined();
    }
  });
});
