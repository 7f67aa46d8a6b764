import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { decimalOfCents, WISH_PRICE } from '@wishwall/domain/wish-price';
import type { CheckoutRequest } from './payment-provider.ts';
import { PayPalPaymentProvider } from './paypal-payment.provider.ts';
import { useProviderStandIns } from './test-support/provider-stand-ins.ts';

const standIns = useProviderStandIns();
const { paypal } = standIns;
const settings = () => standIns.payments.paypal!;
let provider: PayPalPaymentProvider;
beforeAll(() => {
  provider = new PayPalPaymentProvider(settings());
});

const checkoutRequest = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  wishId: randomUUID(),
  userId: randomUUID(),
  language: 'en',
  successUrl: 'http://localhost:3000/en/payment/paypal/success',
  cancelUrl: 'http://localhost:3000/en/payment/cancel',
  attempt: 1,
  ...overrides,
});

/** An order the buyer approved on PayPal's page, not captured yet. */
async function approvedOrder(request = checkoutRequest()) {
  const { reference } = await provider.createCheckout(request);
  paypal.approve(reference);
  return { reference, request };
}

describe('PayPalPaymentProvider', () => {
  it('creates an order for the price of a wish and sends the buyer to approve it', async () => {
    const request = checkoutRequest();
    const checkout = await provider.createCheckout(request);
    const order = paypal.orders.get(checkout.reference);
    expect(checkout.redirectUrl).toContain(`token=${checkout.reference}`);
    expect(order?.intent).toBe('CAPTURE');
    expect(order?.purchase_units[0]).toMatchObject({
      amount: {
        currency_code: WISH_PRICE.currency.toUpperCase(),
        value: decimalOfCents(WISH_PRICE.amountCents),
      },
      custom_id: `${request.wishId}:${request.userId}`,
    });
  });

  it('gets the same order back for a retried create, and a new one for the next attempt', async () => {
    const request = checkoutRequest();
    const first = await provider.createCheckout(request);
    const retried = await provider.createCheckout(request);
    const next = await provider.createCheckout({ ...request, attempt: 2 });
    expect(retried.reference).toBe(first.reference);
    expect(next.reference).not.toBe(first.reference);
  });

  it('takes nothing before the buyer approved', async () => {
    const { reference } = await provider.createCheckout(checkoutRequest());
    expect((await provider.confirm(reference)).state).toBe('unpaid');
    expect(paypal.orders.get(reference)?.status).toBe('CREATED');
  });

  it('captures an approved order once, however often it is confirmed', async () => {
    const { reference, request } = await approvedOrder();
    const confirmations = await Promise.all(
      Array.from({ length: 5 }, () => provider.confirm(reference)),
    );
    for (const confirmation of confirmations) {
      expect(confirmation).toEqual({
        state: 'paid',
        amountCents: WISH_PRICE.amountCents,
        currency: WISH_PRICE.currency.toUpperCase(),
        wishId: request.wishId,
        userId: request.userId,
        captureId: `CAPTURE-${reference}`,
      });
    }
    expect(paypal.orders.get(reference)?.purchase_units[0]?.payments?.captures).toHaveLength(1);
    // Asked again after PayPal forgot the request id: the capture is refused as done already,
    // and the order says what it holds.
    paypal.forgetRequestIds();
    expect(await provider.confirm(reference)).toEqual(confirmations[0]);
    expect(paypal.orders.get(reference)?.purchase_units[0]?.payments?.captures).toHaveLength(1);
  });

  it('reports a declined capture as failed, and a pending one as not paid yet', async () => {
    const declined = await approvedOrder();
    paypal.captureOverrides.set(declined.reference, { status: 'DECLINED' });
    expect((await provider.confirm(declined.reference)).state).toBe('failed');

    const pending = await approvedOrder();
    paypal.captureOverrides.set(pending.reference, { status: 'PENDING' });
    expect((await provider.confirm(pending.reference)).state).toBe('unpaid');
  });

  it('answers invalid_order for an order PayPal does not know', async () => {
    await expect(provider.confirm('ORDER-UNKNOWN')).rejects.toMatchObject({
      code: 'invalid_order',
    });
  });

  it('refunds a capture once however often it is asked, and knows one refunded already', async () => {
    const { reference } = await approvedOrder();
    const { captureId } = await provider.confirm(reference);
    const refund = { paymentId: randomUUID(), reference, captureId: captureId ?? null };

    const answers = await Promise.all(Array.from({ length: 5 }, () => provider.refund(refund)));
    expect(answers.map((answer) => answer.reference)).toEqual(Array(5).fill(`REFUND-${captureId}`));
    expect(paypal.refunds.filter((refunded) => refunded === captureId)).toHaveLength(1);

    expect(await provider.refund({ ...refund, paymentId: randomUUID() })).toEqual({
      reference: null,
    });
  });

  it('refuses to refund a payment without a capture', async () => {
    await expect(
      provider.refund({ paymentId: randomUUID(), reference: 'ORDER-X', captureId: null }),
    ).rejects.toMatchObject({ code: 'error_processing_payment' });
  });

  it('shares one access token between concurrent calls', async () => {
    const fresh = new PayPalPaymentProvider(settings());
    const issued = paypal.tokensIssued;
    await Promise.all(Array.from({ length: 10 }, () => fresh.createCheckout(checkoutRequest())));
    expect(paypal.tokensIssued - issued).toBe(1);
  });

  it('answers error_processing_payment when PayPal refuses its credentials', async () => {
    const refused = new PayPalPaymentProvider({ ...settings(), clientSecret: 'wrong' });
    await expect(refused.createCheckout(checkoutRequest())).rejects.toMatchObject({
      code: 'error_processing_payment',
    });
  });
});
