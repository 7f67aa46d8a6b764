import { describe, expect, it } from 'vitest';
import { centsOfDecimal, decimalOfCents, isWishPrice } from './wish-price.ts';

describe('wish price', () => {
  it('is exactly 1 USD', () => {
    expect(isWishPrice(100, 'usd')).toBe(true);
    expect(isWishPrice(100, 'USD')).toBe(true);
    expect(isWishPrice(99, 'usd')).toBe(false);
    expect(isWishPrice(100, 'eur')).toBe(false);
  });

  it('reads and writes decimal amounts without floating point', () => {
    expect(centsOfDecimal('1.00')).toBe(100);
    expect(centsOfDecimal('1')).toBe(100);
    expect(centsOfDecimal('0.1')).toBe(10);
    expect(centsOfDecimal('10.01')).toBe(1001);
    expect(centsOfDecimal('-1.00')).toBeNaN();
    expect(centsOfDecimal('1.001')).toBeNaN();
    expect(decimalOfCents(100)).toBe('1.00');
    expect(decimalOfCents(1005)).toBe('10.05');
  });
});
