/** Which provider sent the browser back: the card checkout (Stripe) or PayPal. */
export type PaymentProvider = 'card' | 'paypal';

/** What a return URL must carry to verify its payment. */
export interface PaymentReturnQuery {
  provider: PaymentProvider;
  /** The card checkout's session id, or the PayPal order id (its `token`). */
  reference: string;
  wishId: string;
}

function present(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Reads `?session_id=…&wish_id=…` (card) or `?token=…&wish_id=…` (PayPal, the token is the order
 * id). Null when either is missing: there is nothing to verify.
 */
export function parsePaymentReturn(
  provider: PaymentProvider,
  search: string | URLSearchParams,
): PaymentReturnQuery | null {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  const reference = present(query.get(provider === 'card' ? 'session_id' : 'token'));
  const wishId = present(query.get('wish_id'));
  return reference && wishId ? { provider, reference, wishId } : null;
}
