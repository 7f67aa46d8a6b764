import { describe, expect, it } from 'vitest';
import {
  initialPaymentReturnState,
  paymentFailureKey,
  paymentReturnReducer,
  type PaymentReturnEvent,
  type PaymentReturnState,
} from './payment-return-state.ts';
import type { PaymentProvider } from './return-query.ts';

const query = (provider: PaymentProvider) => ({ provider, reference: 'ref', wishId: '42' });

function run(provider: PaymentProvider, ...events: PaymentReturnEvent[]): PaymentReturnState {
  return events.reduce(
    (state, event) => paymentReturnReducer(provider, state, event),
    initialPaymentReturnState(provider, query(provider)),
  );
}

describe('payment return state', () => {
  it('checks, then shows the verified wish', () => {
    expect(run('card')).toEqual({ status: 'checking', slow: false, wishId: '42' });
    expect(run('card', { type: 'verified', wishId: '42' })).toEqual({
      status: 'verified',
      wishId: '42',
    });
  });

  it('says it is taking longer after the fallback, and offers a retry', () => {
    expect(run('card', { type: 'slow' })).toMatchObject({ status: 'checking', slow: true });
    expect(run('card', { type: 'slow' }, { type: 'retry' })).toMatchObject({ slow: false });
    expect(run('card', { type: 'slow' }, { type: 'verified', wishId: '42' }).status).toBe(
      'verified',
    );
  });

  it('shows a card failure, and sends a PayPal failure home', () => {
    expect(run('card', { type: 'failed', code: null })).toEqual({
      status: 'failed',
      code: null,
      leave: false,
    });
    expect(run('paypal', { type: 'failed', code: 'invalid_order' })).toEqual({
      status: 'failed',
      code: 'invalid_order',
      leave: true,
    });
  });

  it('counts a payment the server already recorded as the success it is', () => {
    expect(run('paypal', { type: 'failed', code: 'wish_already_published' })).toEqual({
      status: 'verified',
      wishId: '42',
    });
  });

  it('keeps a refunded payment on screen to say why, on both pages', () => {
    for (const provider of ['card', 'paypal'] as const) {
      for (const code of ['payment_duplicate', 'payment_after_close'] as const) {
        const state = run(provider, { type: 'failed', code });
        expect(state).toEqual({ status: 'failed', code, leave: false });
        expect(paymentFailureKey(provider, code)).toBe(`errors.${code}`);
      }
    }
  });

  it('sends a visitor without a session home', () => {
    expect(run('card', { type: 'signed_out' })).toEqual({ status: 'signed_out' });
  });

  it('is not moved by late events once settled', () => {
    const verified = run('card', { type: 'verified', wishId: '42' });
    expect(run('card', { type: 'verified', wishId: '42' }, { type: 'slow' })).toEqual(verified);
    expect(run('card', { type: 'failed', code: null }, { type: 'retry' }).status).toBe('failed');
    expect(run('card', { type: 'retry' })).toEqual(run('card'));
  });

  it('calls a return without its reference invalid, a missing PayPal token an invalid order', () => {
    expect(initialPaymentReturnState('paypal', null)).toEqual({
      status: 'invalid',
      provider: 'paypal',
    });
  });

  it('words a failure with the server code, else the provider’s own message', () => {
    expect(paymentFailureKey('card', 'invalid_order')).toBe('errors.invalid_order');
    expect(paymentFailureKey('card', null)).toBe('errors.error_verifying_payment');
    expect(paymentFailureKey('paypal', 'internal_error')).toBe('errors.error_processing_payment');
  });
});
