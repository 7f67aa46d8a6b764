import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

export type PaymentProviderName = 'stripe' | 'paypal' | 'sandbox';
export type PaymentStatus = 'pending' | 'paid' | 'expired' | 'failed';

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
  paid_at: Date | null;
}

export type PaymentRow = Selectable<PaymentTable>;
export type NewPayment = Insertable<PaymentTable>;
