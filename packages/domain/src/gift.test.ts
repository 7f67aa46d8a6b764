import { describe, expect, it } from 'vitest';
import { assertCanGift, GIFT_PRICE, normalizeEmail } from './gift.ts';

const code = (code: string) => expect.objectContaining({ code });

describe('gift rules', () => {
  it('compares addresses trimmed and case-insensitively', () => {
    expect(normalizeEmail('  Ana@Example.TEST ')).toBe('ana@example.test');
    expect(() => assertCanGift('ana@example.test', ' ANA@example.test', GIFT_PRICE)).toThrow(
      code('cannot_gift_yourself'),
    );
  });

  it('needs 1 USD in the wallet', () => {
    expect(() => assertCanGift('a@x.test', 'b@x.test', GIFT_PRICE - 1n)).toThrow(
      code('insufficient_funds'),
    );
    expect(() => assertCanGift('a@x.test', 'b@x.test', GIFT_PRICE)).not.toThrow();
  });
});
