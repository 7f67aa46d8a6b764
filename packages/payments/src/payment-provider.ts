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
  /** The provider's id of the captured money (what a refund names); set once paid. */
  captureId: string | undefined;
}

/** A captured payment to give back in full. */
export interface RefundRequest {
  paymentId: string;
  reference: string;
  captureId: string | null;
}

export interface Refund {
  /** The provider's id of the refund; null when the provider reports it refunded already. */
  reference: string | null;
}

/**
 * A payment provider's hosted checkout. Adapters throw AppError `error_processing_payment`
 * when the provider can't be reached or answers unexpectedly, and `invalid_order` for a
 * reference the provider does not know.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /**
   * True when `confirm` itself takes the money (PayPal's capture); false when the buyer's
   * payment on the provider's page already did (Stripe, the sandbox).
   */
  readonly capturesOnConfirm: boolean;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  confirm(reference: string): Promise<Confirmation>;
  /**
   * Refunds the whole payment, once however often it is asked: the request carries an
   * idempotency key made of the payment id.
   */
  refund(request: RefundRequest): Promise<Refund>;
  /**
   * Closes an unpaid checkout so it can no longer be paid; false when the provider could not
   * (already paid, or already closed). Absent where the provider offers no such call (PayPal
   * orders can't be voided before the buyer approves them).
   */
  expire?(reference: string): Promise<boolean>;
}
