import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number.ts';

describe('formatNumber', () => {
  it('groups thousands the way each language writes them', () => {
    expect(formatNumber(1234, 'en')).toBe('1,234');
    expect(formatNumber(1234, 'es')).toBe('1.234');
    expect(formatNumber(1_000_000, 'en')).toBe('1,000,000');
    expect(formatNumber(1_000_000, 'es')).toBe('1.000.000');
  });
});
