import { Type, type Static } from 'typebox';

/** Postgres bigint ids as decimal strings (a JSON number is converted). */
const Id = Type.String({ pattern: '^[1-9][0-9]{0,17}$' });
/** A provider's checkout reference: a Stripe session id, a PayPal order id. */
const Reference = Type.String({ minLength: 1, maxLength: 255 });

export const CreateCheckoutBody = Type.Object({ wish: Id });
export type CreateCheckoutBody = Static<typeof CreateCheckoutBody>;

/** `url` is where the browser pays; a client may read only `id`. */
export const StripeCheckoutDto = Type.Object({ id: Type.String(), url: Type.String() });
export const PayPalCheckoutDto = Type.Object({ approval_url: Type.String() });

export const VerifyStripePaymentBody = Type.Object({ session_id: Reference, wish_id: Id });
export const VerifyPayPalPaymentBody = Type.Object({
  // The success page reads PayPal's `token` query parameter; missing → invalid_order.
  order_id: Type.Optional(Type.String({ maxLength: 255 })),
  wish_id: Id,
});
