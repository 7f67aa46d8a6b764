import type { ErrorCode } from '@wishwall/contracts/error-codes';
import type { PaymentProvider, PaymentReturnQuery } from './return-query.ts';

/**
 * A payment return page (docs/product.md#payment-return-pages): verify, refresh the user, then show
 * success.
 *
 * - `checking`: waiting for the session to restore, or for the verification; `slow` once it has
 *   taken longer than `SLOW_VERIFICATION_MS` (the card page's 30 s fallback).
 * - `verified`: paid and published.
 * - `failed`: the verification failed; `leave` sends the visitor home after a moment (PayPal).
 * - `invalid`: the URL lacks what to verify (a missing PayPal token is an invalid order).
 * - `signed_out`: nobody is signed in, so there is nothing to verify for: go home.
 */
export type PaymentReturnState =
  | { status: 'checking'; slow: boolean; wishId: string }
  | { status: 'verified'; wishId: string }
  | { status: 'failed'; code: ErrorCode | null; leave: boolean }
  | { status: 'invalid'; provider: PaymentProvider }
  | { status: 'signed_out' };

export type PaymentReturnEvent =
  | { type: 'signed_out' }
  | { type: 'slow' }
  | { type: 'verified'; wishId: string }
  | { type: 'failed'; code: ErrorCode | null }
  | { type: 'retry' };

/** The card success page's loading falls back after 30 s. */
export const SLOW_VERIFICATION_MS = 30_000;

/** How long a failed PayPal verification is shown before the visitor is sent home. */
export const LEAVE_AFTER_FAILURE_MS = 5_000;

export function initialPaymentReturnState(
  provider: PaymentProvider,
  query: PaymentReturnQuery | null,
): PaymentReturnState {
  return query
    ? { status: 'checking', slow: false, wishId: query.wishId }
    : { status: 'invalid', provider };
}

/**
 * Events only move a page that is still checking, except a retry, which only a slow check
 * offers. After a failed verification PayPal goes home, the card page shows the error.
 * A payment the server already recorded (`wish_already_published`, e.g. the page reloaded) is
 * the success the visitor came back for. A payment the server recorded as a duplicate
 * (`payment_duplicate`: the wish was already published, this money is refunded) is shown, and
 * so is one captured after its round closed (`payment_after_close`: refunded the same way).
 */
export function paymentReturnReducer(
  provider: PaymentProvider,
  state: PaymentReturnState,
  event: PaymentReturnEvent,
): PaymentReturnState {
  if (event.type === 'retry') {
    return state.status === 'checking' && state.slow ? { ...state, slow: false } : state;
  }
  if (state.status !== 'checking') return state;
  switch (event.type) {
    case 'signed_out':
      return { status: 'signed_out' };
    case 'slow':
      return { ...state, slow: true };
    case 'verified':
      return { status: 'verified', wishId: event.wishId };
    case 'failed':
      if (event.code === 'wish_already_published')
        return { status: 'verified', wishId: state.wishId };
      return {
        status: 'failed',
        code: event.code,
        leave:
          provider === 'paypal' &&
          event.code !== 'payment_duplicate' &&
          event.code !== 'payment_after_close',
      };
  }
}

/** The failure's translation key: the server's code, else the provider's own wording. */
export function paymentFailureKey(provider: PaymentProvider, code: ErrorCode | null) {
  if (code && code !== 'internal_error') return `errors.${code}` as const;
  return provider === 'card'
    ? ('errors.error_verifying_payment' as const)
    : ('errors.error_processing_payment' as const);
}
