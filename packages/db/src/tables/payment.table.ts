import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export type PaymentProviderName = 'stripe' | 'paypal' | 'sandbox';
/**
 * `paid`: the payment that published its wish. `duplicate`: money captured for a wish that
 * something else had already published, waiting for its refund, then `refunded` or, when the
 * provider refuses it for good, `refund_failed` (an operator's case).
 */
export type PaymentStatus =
  'pending' | 'paid' | 'expired' | 'failed' | 'duplicate' | 'refunded' | 'refund_failed';

/** A checkout started with a payment provider, and what became of it. */
export interface PaymentTable {
  id: Generated<string>;
  user_id: string;
  wish_id: string;
  provider: PaymentProviderName;
  /** The provider's id of the checkout: a Stripe session id, a PayPal order id. */
  reference: string;
  amount_cents: number;
  currency: string;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  created_at: ColumnType<Date, Date | undefined, never>;
  /** When the money was captured, whether or not it published. */
  paid_at: Date | null;
  /** The provider's id of the captured money, which a refund names. */
  capture_id: string | null;
  refund_reference: string | null;
  refunded_at: Date | null;
  /** Captured after its raffle round closed: refunded like a duplicate (decision 0044). */
  after_close: ColumnType<boolean, never, boolean>;
}

export type PaymentRow = Selectable<PaymentTable>;
export type NewPayment = Insertable<PaymentTable>;
