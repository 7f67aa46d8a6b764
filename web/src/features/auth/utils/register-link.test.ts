import { describe, expect, it } from 'vitest';
import { registerLinkOf } from './register-link.ts';

describe('registerLinkOf', () => {
  it('reads the address and the gift token of a gift mail’s link', () => {
    expect(registerLinkOf('?email=ana%2B1%40example.test&gift_token=abc_DEF-123')).toEqual({
      email: 'ana+1@example.test',
      giftToken: 'abc_DEF-123',
    });
  });

  it('keeps an address without a token, and drops a token without an address', () => {
    expect(registerLinkOf('?email=ana@example.test')).toEqual({
      email: 'ana@example.test',
      giftToken: null,
    });
    expect(registerLinkOf('?gift_token=abc')).toEqual({ email: '', giftToken: null });
    expect(registerLinkOf('')).toEqual({ email: '', giftToken: null });
  });
});
