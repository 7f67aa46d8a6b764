import type { Language } from '@wishwall/contracts/constants';
import type { PaymentProviderName } from '@wishwall/db/tables/payment.table';

export interface CheckoutRequest {
  wishId: string;
  userId: string;
  language: Language;
  successUrl: string;
  cancelUrl: string;
  /** How many checkouts this wish has had, this one included: part of idempotency keys. */
  attempt: number;
}

export interface Checkout {
  /** The provider's id of the checkout (Stripe session, PayPal order). */
  reference: string;
  /** Where the browser goes to pay. */
  redirectUrl: string;
}

/**
 * What the provider itself says about a checkout. Wish and user come from the metadata the
 * provider stored at creation, never from the client.
 */
export interface Confirmation {
  state: 'paid' | 'unpaid' | 'failed' | 'expired';
  amountCents: number;
  currency: string;
  wishId: string | undefined;
  userId: string | undefined;
}

/**
 * A payment provider's hosted checkout. Adapters throw AppError `error_processing_payment`
 * when the provider can't be reached or answers unexpectedly, and `invalid_order` for a
 * reference the provider does not know.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  confirm(reference: string): Promise<Confirmation>;
}
