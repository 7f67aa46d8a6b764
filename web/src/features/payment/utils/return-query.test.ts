import { describe, expect, it } from 'vitest';
import { parsePaymentReturn } from './return-query.ts';

describe('payment return query', () => {
  it('reads the card session and the wish', () => {
    expect(parsePaymentReturn('card', '?session_id=cs_1&wish_id=42')).toEqual({
      provider: 'card',
      reference: 'cs_1',
      wishId: '42',
    });
  });

  it('reads the PayPal order from its token', () => {
    expect(parsePaymentReturn('paypal', '?token=5O190127&PayerID=X&wish_id=42')).toEqual({
      provider: 'paypal',
      reference: '5O190127',
      wishId: '42',
    });
  });

  it('has nothing to verify without the reference or the wish', () => {
    expect(parsePaymentReturn('paypal', '?wish_id=42')).toBeNull();
    expect(parsePaymentReturn('paypal', '?token=%20&wish_id=42')).toBeNull();
    expect(parsePaymentReturn('card', '?session_id=cs_1')).toBeNull();
    expect(parsePaymentReturn('card', '?token=cs_1&wish_id=42')).toBeNull();
    expect(parsePaymentReturn('card', '')).toBeNull();
  });
});
