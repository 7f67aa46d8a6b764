import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { WISH_PRICE } from '@wishwall/domain/wish-price';
import type { CheckoutRequest } from './payment-provider.ts';
import { createStripeClient, StripePaymentProvider } from './stripe-payment.provider.ts';
import { useProviderStandIns } from './test-support/provider-stand-ins.ts';
import { StripeStandIn } from './test-support/stripe-stand-in.ts';

const { stripe } = useProviderStandIns();
let provider: StripePaymentProvider;
beforeAll(() => {
  provider = new StripePaymentProvider(
    createStripeClient({ secretKey: 'sk_test_stand_in', apiBase: stripe.url }),
  );
});

const checkoutRequest = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  wishId: randomUUID(),
  userId: randomUUID(),
  language: 'es',
  successUrl: 'http://localhost:3000/es/payment/success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:3000/es/payment/cancel',
  attempt: 1,
  ...overrides,
});

describe('StripePaymentProvider', () => {
  it('opens a Checkout Session for the price of a wish, carrying the wish and its buyer', async () => {
    const request = checkoutRequest();
    const checkout = await provider.createCheckout(request);
    const session = stripe.sessions.get(checkout.reference);
    expect(checkout.redirectUrl).toBe(session?.url);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: WISH_PRICE.amountCents,
      currency: WISH_PRICE.currency,
      metadata: { wish_id: request.wishId, user_id: request.userId },
      client_reference_id: request.wishId,
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
  });

  it('gets the same session back for a retried create, and a new one for the next attempt', async () => {
    const request = checkoutRequest();
    const creates = stripe.creates;
    const first = await provider.createCheckout(request);
    const retried = await provider.createCheckout(request);
    const next = await provider.createCheckout({ ...request, attempt: 2 });
    expect(retried.reference).toBe(first.reference);
    expect(next.reference).not.toBe(first.reference);
    expect(stripe.creates - creates).toBe(2);
  });

  it('confirms from what Stripe holds: unpaid, paid with its payment intent, expired', async () => {
    const request = checkoutRequest();
    const { reference } = await provider.createCheckout(request);
    const buyer = { wishId: request.wishId, userId: request.userId };
    expect(await provider.confirm(reference)).toMatchObject({ state: 'unpaid', ...buyer });

    stripe.pay(reference);
    expect(await provider.confirm(reference)).toEqual({
      state: 'paid',
      amountCents: WISH_PRICE.amountCents,
      currency: WISH_PRICE.currency,
      ...buyer,
      captureId: `pi_${reference}`,
    });

    const expired = await provider.createCheckout(checkoutRequest());
    stripe.update(expired.reference, { status: 'expired' });
    expect((await provider.confirm(expired.reference)).state).toBe('expired');
  });

  it('never counts a session that took no money as paid', async () => {
    const { reference } = await provider.createCheckout(checkoutRequest());
    stripe.update(reference, { status: 'complete', payment_status: 'no_payment_required' });
    expect((await provider.confirm(reference)).state).toBe('unpaid');
  });

  it('answers invalid_order for a session Stripe does not know', async () => {
    await expect(provider.confirm('cs_test_unknown')).rejects.toMatchObject({
      code: 'invalid_order',
    });
  });

  it('answers error_processing_payment when Stripe cannot be reached', async () => {
    const gone = new StripeStandIn();
    await gone.start();
    const apiBase = gone.url;
    await gone.close();
    const nowhere = new StripePaymentProvider(
      createStripeClient({ secretKey: 'sk_test_stand_in', apiBase }),
    );
    await expect(nowhere.createCheckout(checkoutRequest())).rejects.toMatchObject({
      code: 'error_processing_payment',
    });
  });

  it('refunds a payment once however often it is asked, and knows one refunded already', async () => {
    const { reference } = await provider.createCheckout(checkoutRequest());
    const captureId = stripe.pay(reference).payment_intent;
    const paymentId = randomUUID();
    const refund = { paymentId, reference, captureId };

    const answers = await Promise.all(Array.from({ length: 5 }, () => provider.refund(refund)));
    const first = answers[0]?.reference;
    expect(first).toMatch(/^re_/);
    expect(answers.every((answer) => answer.reference === first)).toBe(true);
    expect(stripe.refunds.filter((made) => made.payment_intent === captureId)).toHaveLength(1);

    // Refunded under another key (by hand in Stripe's dashboard, say): nothing more to give back.
    expect(await provider.refund({ ...refund, paymentId: randomUUID() })).toEqual({
      reference: null,
    });
  });

  it('refuses to refund a payment without a payment intent', async () => {
    await expect(
      provider.refund({ paymentId: randomUUID(), reference: 'cs_test_x', captureId: null }),
    ).rejects.toMatchObject({ code: 'error_processing_payment' });
  });

  it('expires an open session, and leaves a paid one alone', async () => {
    const open = await provider.createCheckout(checkoutRequest());
    expect(await provider.expire(open.reference)).toBe(true);
    expect(stripe.sessions.get(open.reference)?.status).toBe('expired');

    const paid = await provider.createCheckout(checkoutRequest());
    stripe.pay(paid.reference);
    expect(await provider.expire(paid.reference)).toBe(false);
    expect(stripe.sessions.get(paid.reference)?.status).toBe('complete');
  });
});
