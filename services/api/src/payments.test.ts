import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PaymentRepository } from '@wishwall/db/repositories/payment.repository';
import { PaymentFulfilment } from '@wishwall/payments/payment-fulfilment.service';
import { PaymentProviders } from '@wishwall/payments/payment-providers';
import { PaymentReconciler } from '@wishwall/payments/payment-reconciler';
import { createDraftWish } from '@wishwall/testing/fixtures';
import { paymentCalls } from './test-support/payment-calls.ts';
import { STRIPE_WEBHOOK_SECRET } from '@wishwall/payments/test-support/provider-stand-ins';
import { usePaymentsApi } from './test-support/use-payments-api.ts';

const suite = usePaymentsApi();
const { ctx } = suite;
const signer = new Stripe('sk_test_signer');

const {
  userWithDraft,
  stripeCheckout,
  stripeVerify,
  paypalCheckout,
  paypalVerify,
  paymentOf,
  wishStatus,
  publishedCount,
  eventsFor,
} = paymentCalls(suite);

function sendWebhook(payload: string, header: string) {
  return suite.app.inject({
    method: 'POST',
    url: '/v1/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
  });
}
function completedEvent(sessionId: string, type = 'checkout.session.completed') {
  const session = suite.stripe.sessions.get(sessionId);
  return JSON.stringify({
    id: `evt_${sessionId}`,
    object: 'event',
    type,
    data: { object: session },
  });
}
const sign = (payload: string, timestamp?: number) =>
  signer.webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_WEBHOOK_SECRET,
    ...(timestamp ? { timestamp } : {}),
  });

const reconciler = () =>
  new PaymentReconciler(
    ctx.db,
    new PaymentFulfilment(
      ctx.db,
      new PaymentProviders(suite.config.payments, ctx.db, suite.config.publicUrl),
    ),
  );

describe('Stripe checkout', () => {
  it('creates a 1 USD session for the owner’s draft and records it pending', async () => {
    const { token, userId, wishId } = await userWithDraft();
    const result = await stripeCheckout(wishId, token);
    expect(result.status).toBe(200);
    const { id, url } = result.body.data;
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(suite.stripe.sessions.get(id)).toMatchObject({
      mode: 'payment',
      amount_total: 100,
      currency: 'usd',
      metadata: { wish_id: wishId, user_id: userId },
      client_reference_id: wishId,
      success_url: `http://localhost:3000/en/payment/success?session_id={CHECKOUT_SESSION_ID}&wish_id=${wishId}`,
      cancel_url: `http://localhost:3000/en/payment/cancel?wish_id=${wishId}`,
    });
    expect(await paymentOf('stripe', id)).toMatchObject({
      status: 'pending',
      amount_cents: 100,
      currency: 'usd',
      user_id: userId,
      wish_id: wishId,
    });
  });

  it('only the owner of an unpublished wish can start a checkout', async () => {
    const owner = await userWithDraft();
    const other = await userWithDraft();
    expect((await stripeCheckout(owner.wishId, other.token)).status).toBe(404);
    const anonymous = await suite.api.call('POST', '/v1/stripe/create-checkout-session', {
      wish: owner.wishId,
    });
    expect(anonymous.status).toBe(401);
    expect((await paypalCheckout(owner.wishId, '')).status).toBe(401);

    const { id } = (await stripeCheckout(owner.wishId, owner.token)).body.data;
    suite.stripe.pay(id);
    expect((await stripeVerify(id, owner.wishId, owner.token)).status).toBe(200);
    const again = await stripeCheckout(owner.wishId, owner.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('wish_already_published');
  });

  it('publishes once however often and however the same payment is confirmed', async () => {
    const { token, wishId } = await userWithDraft();
    const { id } = (await stripeCheckout(wishId, token)).body.data;
    suite.stripe.pay(id);
    const payment = await paymentOf('stripe', id);
    // Old enough for the reconcile job to look at it.
    await new PaymentRepository(ctx.db).backdate(payment.id, new Date(Date.now() - 3 * 60_000));
    const before = await publishedCount();
    const payload = completedEvent(id);

    const results = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        if (i % 3 === 0) return (await stripeVerify(id, wishId, token)).status;
        if (i % 3 === 1) return (await sendWebhook(payload, sign(payload))).statusCode;
        // What the worker's `payments.reconcile` job runs; it fails the job on any error.
        const { errors } = await reconciler().reconcile();
        return errors.length === 0 ? 200 : 500;
      }),
    );

    expect(results.every((status) => status === 200)).toBe(true);
    expect(await publishedCount()).toBe(before + 1);
    expect(await wishStatus(wishId)).toBe('published');
    expect(await paymentOf('stripe', id)).toMatchObject({ status: 'paid' });
    expect(await eventsFor('wish.published', wishId)).toHaveLength(1);
    expect(await eventsFor('payment.verified', wishId)).toHaveLength(1);
    const verified = await stripeVerify(id, wishId, token);
    expect(verified.body.data.wish).toMatchObject({ id: wishId, status: 'published' });
  });

  it.each([
    ['unpaid', {}],
    ['paid less than the price', { amount_total: 50 }],
    ['paid in another currency', { currency: 'eur' }],
    ['paid for another wish', { metadata: { wish_id: '999999', user_id: '1' } }],
  ])('never publishes a session %s', async (_case, patch) => {
    const { token, wishId } = await userWithDraft();
    const { id } = (await stripeCheckout(wishId, token)).body.data;
    if (Object.keys(patch).length > 0) suite.stripe.pay(id, patch);
    const before = await publishedCount();
    const result = await stripeVerify(id, wishId, token);
    expect(result.status).toBe(402);
    expect(result.body.code).toBe('error_verifying_payment');
    expect(await wishStatus(wishId)).toBe('created');
    expect(await publishedCount()).toBe(before);
  });

  it('refuses to verify a session for another wish or by another user', async () => {
    const owner = await userWithDraft();
    const other = await userWithDraft();
    const { id } = (await stripeCheckout(owner.wishId, owner.token)).body.data;
    suite.stripe.pay(id);
    const wrongWish = await stripeVerify(id, other.wishId, owner.token);
    expect(wrongWish.status).toBe(402);
    const wrongUser = await stripeVerify(id, owner.wishId, other.token);
    expect(wrongUser.body.code).toBe('error_verifying_payment');
    expect(await paymentOf('stripe', id)).toMatchObject({ status: 'pending' });
    expect((await stripeVerify('cs_unknown', owner.wishId, owner.token)).body.code).toBe(
      'invalid_order',
    );
  });
});

describe('Stripe webhook', () => {
  it('refuses a bad signature, a re-serialised body and an old timestamp, changing nothing', async () => {
    const { token, wishId } = await userWithDraft();
    const { id } = (await stripeCheckout(wishId, token)).body.data;
    suite.stripe.pay(id);
    const payload = completedEvent(id);
    const reserialised = JSON.stringify(JSON.parse(payload), null, 2);
    const attempts = [
      sendWebhook(payload, sign(payload).replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`)),
      sendWebhook(reserialised, sign(payload)),
      sendWebhook(payload, sign(payload, Math.floor(Date.now() / 1000) - 301)),
      sendWebhook(payload, ''),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_webhook_signature');
    }
    expect(await paymentOf('stripe', id)).toMatchObject({ status: 'pending' });
    expect(await wishStatus(wishId)).toBe('created');
  });

  it('publishes on checkout.session.completed and marks async failures failed', async () => {
    const paid = await userWithDraft();
    const paidSession = (await stripeCheckout(paid.wishId, paid.token)).body.data.id;
    suite.stripe.pay(paidSession);
    const payload = completedEvent(paidSession, 'checkout.session.async_payment_succeeded');
    expect((await sendWebhook(payload, sign(payload))).statusCode).toBe(200);
    expect(await wishStatus(paid.wishId)).toBe('published');

    const failed = await userWithDraft();
    const failedSession = (await stripeCheckout(failed.wishId, failed.token)).body.data.id;
    const failure = completedEvent(failedSession, 'checkout.session.async_payment_failed');
    expect((await sendWebhook(failure, sign(failure))).statusCode).toBe(200);
    expect(await paymentOf('stripe', failedSession)).toMatchObject({ status: 'failed' });
    expect(await wishStatus(failed.wishId)).toBe('created');
  });
});

describe('Stripe webhook for a wish already published', () => {
  it('acknowledges the session as a duplicate to refund, so Stripe stops retrying', async () => {
    const { token, wishId } = await userWithDraft();
    const order = (await paypalCheckout(wishId, token)).body.data.approval_url;
    const orderId = new URL(order).searchParams.get('token') ?? '';
    const { id } = (await stripeCheckout(wishId, token)).body.data;
    suite.paypal.approve(orderId);
    suite.stripe.pay(id);
    expect((await paypalVerify(orderId, wishId, token)).status).toBe(200);

    const payload = completedEvent(id);
    const deliveries = await Promise.all([1, 2, 3].map(() => sendWebhook(payload, sign(payload))));
    expect(deliveries.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await paymentOf('stripe', id)).toMatchObject({ status: 'duplicate' });
    expect(await eventsFor('payment.duplicate', wishId)).toHaveLength(1);
    expect(await eventsFor('wish.published', wishId)).toHaveLength(1);
  });
});

describe('one published wish per user', () => {
  it('a paid checkout for a second wish of a published user never publishes it', async () => {
    const first = await userWithDraft();
    const second = await userWithDraft();
    const [a, b] = await Promise.all([
      stripeCheckout(first.wishId, first.token),
      stripeCheckout(second.wishId, second.token),
    ]);
    suite.stripe.pay(a.body.data.id);
    suite.stripe.pay(b.body.data.id);
    const before = await publishedCount();
    const both = await Promise.all([
      stripeVerify(a.body.data.id, first.wishId, first.token),
      stripeVerify(b.body.data.id, second.wishId, second.token),
    ]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await publishedCount()).toBe(before + 2);

    // A second draft after publishing (the API refuses one; the database is the last line).
    const secondDraft = await createDraftWish(ctx.db, first.userId, 'Another wish');
    const refused = await stripeCheckout(secondDraft.id, first.token);
    expect(refused.body.code).toBe('user_already_has_published_wish');
    const session = suite.stripe.sessions.get(a.body.data.id);
    suite.stripe.sessions.set('cs_second', {
      ...session!,
      id: 'cs_second',
      metadata: { wish_id: secondDraft.id, user_id: first.userId },
    });
    await new PaymentRepository(ctx.db).create({
      user_id: first.userId,
      wish_id: secondDraft.id,
      provider: 'stripe',
      reference: 'cs_second',
      amount_cents: 100,
      currency: 'usd',
    });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => stripeVerify('cs_second', secondDraft.id, first.token)),
    );
    // Paid for a user who already has a published wish: a duplicate, refunded (decision 0015).
    expect(results.map((r) => [r.status, r.body.code])).toEqual(
      Array.from({ length: 5 }, () => [409, 'payment_duplicate']),
    );
    expect(await paymentOf('stripe', 'cs_second')).toMatchObject({ status: 'duplicate' });
    expect(await eventsFor('payment.duplicate', secondDraft.id)).toHaveLength(1);
    expect(await wishStatus(secondDraft.id)).toBe('created');
    expect(await publishedCount()).toBe(before + 2);
  });
});

describe('PayPal checkout', () => {
  it('creates an order, captures it once approved and publishes once', async () => {
    const { token, userId, wishId } = await userWithDraft();
    const created = await paypalCheckout(wishId, token);
    expect(created.status).toBe(200);
    const approvalUrl = new URL(created.body.data.approval_url);
    const orderId = approvalUrl.searchParams.get('token') ?? '';
    expect(suite.paypal.orders.get(orderId)).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        { amount: { currency_code: 'USD', value: '1.00' }, custom_id: `${wishId}:${userId}` },
      ],
      application_context: {
        return_url: `http://localhost:3000/en/payment/paypal/success?wish_id=${wishId}`,
      },
    });

    const early = await paypalVerify(orderId, wishId, token);
    expect(early.status).toBe(402);
    expect(await wishStatus(wishId)).toBe('created');

    suite.paypal.approve(orderId);
    const before = await publishedCount();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => paypalVerify(orderId, wishId, token)),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results[0]?.body.data.wish).toMatchObject({ id: wishId, status: 'published' });
    expect(await publishedCount()).toBe(before + 1);
    expect(await paymentOf('paypal', orderId)).toMatchObject({ status: 'paid' });
    expect(suite.paypal.tokensIssued).toBe(1);
  });

  it.each([
    ['a pending capture', { status: 'PENDING' }, 'pending'],
    ['a declined capture', { status: 'DECLINED' }, 'failed'],
    ['a capture of another amount', { amount: { currency_code: 'USD', value: '0.50' } }, 'failed'],
    [
      'a capture in another currency',
      { amount: { currency_code: 'EUR', value: '1.00' } },
      'failed',
    ],
    ['a capture for another wish', { custom_id: '1:1' }, 'failed'],
  ])('never publishes %s', async (_case, override, status) => {
    const { token, wishId } = await userWithDraft();
    const orderId =
      new URL((await paypalCheckout(wishId, token)).body.data.approval_url).searchParams.get(
        'token',
      ) ?? '';
    suite.paypal.approve(orderId);
    suite.paypal.captureOverrides.set(orderId, override);
    const result = await paypalVerify(orderId, wishId, token);
    expect(result.status).toBe(402);
    expect(result.body.code).toBe('error_verifying_payment');
    expect(await wishStatus(wishId)).toBe('created');
    expect(await paymentOf('paypal', orderId)).toMatchObject({ status });
  });

  it('answers invalid_order without an order token or for an unknown order', async () => {
    const { token, wishId } = await userWithDraft();
    for (const orderId of [undefined, '', 'NO-SUCH-ORDER']) {
      const result = await paypalVerify(orderId, wishId, token);
      expect(result.status).toBe(400);
      expect(result.body.code).toBe('invalid_order');
    }
  });
});

describe('reconcile job', () => {
  it('publishes paid checkouts nobody confirmed and expires abandoned ones', async () => {
    const paid = await userWithDraft();
    const abandoned = await userWithDraft();
    const recent = await userWithDraft();
    const paidId = (await stripeCheckout(paid.wishId, paid.token)).body.data.id;
    const abandonedId = (await stripeCheckout(abandoned.wishId, abandoned.token)).body.data.id;
    const recentId = (await stripeCheckout(recent.wishId, recent.token)).body.data.id;
    suite.stripe.pay(paidId);
    suite.stripe.pay(recentId);
    const payments = new PaymentRepository(ctx.db);
    await payments.backdate(
      (await paymentOf('stripe', paidId)).id,
      new Date(Date.now() - 5 * 60_000),
    );
    await payments.backdate(
      (await paymentOf('stripe', abandonedId)).id,
      new Date(Date.now() - 25 * 3600_000),
    );

    await reconciler().reconcile();

    expect(await wishStatus(paid.wishId)).toBe('published');
    expect(await paymentOf('stripe', abandonedId)).toMatchObject({ status: 'expired' });
    // Younger than two minutes: its browser may still be on its way back.
    expect(await paymentOf('stripe', recentId)).toMatchObject({ status: 'pending' });
    expect(await wishStatus(recent.wishId)).toBe('created');
  });
});

describe('sandbox checkout (no provider keys)', () => {
  it('serves a local checkout page whose Pay returns like Stripe, then verify publishes', async () => {
    const { token, wishId } = await userWithDraft(suite.sandboxApi);
    const created = await suite.sandboxApi.call(
      'POST',
      '/v1/stripe/create-checkout-session?lang=es',
      { wish: wishId },
      token,
    );
    expect(created.status).toBe(200);
    const { id, url } = created.body.data;
    expect(url).toBe(`http://localhost:3000/v1/sandbox/checkout/${id}`);

    const page = await suite.sandboxApp.inject({
      method: 'GET',
      url: `/v1/sandbox/checkout/${id}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Pago de prueba local');
    expect(page.body).toContain('Pagar 1.00 USD');
    expect(page.body).toContain('Cancelar');

    const early = await stripeVerify(id, wishId, token, suite.sandboxApi);
    expect(early.status).toBe(402);
    const pay = await suite.sandboxApp.inject({
      method: 'POST',
      url: `/v1/sandbox/checkout/${id}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(
      `http://localhost:3000/es/payment/success?session_id=${id}&wish_id=${wishId}`,
    );
    const verified = await stripeVerify(id, wishId, token, suite.sandboxApi);
    expect(verified.status).toBe(200);
    expect(verified.body.data.wish).toMatchObject({ id: wishId, status: 'published' });
    expect(await paymentOf('sandbox', id)).toMatchObject({ status: 'paid' });
  });

  it('stands in for PayPal too, and Cancel returns to the cancel page unpaid', async () => {
    const { token, wishId } = await userWithDraft(suite.sandboxApi);
    const created = await suite.sandboxApi.call(
      'POST',
      '/v1/paypal/create-checkout-session',
      { wish: wishId },
      token,
    );
    const reference = created.body.data.approval_url.split('/').at(-1);
    const cancel = await suite.sandboxApp.inject({
      method: 'POST',
      url: `/v1/sandbox/checkout/${reference}/cancel`,
    });
    expect(cancel.headers.location).toBe(
      `http://localhost:3000/en/payment/cancel?wish_id=${wishId}`,
    );
    const again = await suite.sandboxApi.call(
      'POST',
      '/v1/paypal/create-checkout-session',
      { wish: wishId },
      token,
    );
    const second = again.body.data.approval_url.split('/').at(-1);
    const pay = await suite.sandboxApp.inject({
      method: 'POST',
      url: `/v1/sandbox/checkout/${second}/pay`,
    });
    expect(pay.headers.location).toBe(
      `http://localhost:3000/en/payment/paypal/success?wish_id=${wishId}&token=${second}`,
    );
    const verified = await suite.sandboxApi.call(
      'POST',
      '/v1/paypal/verify-and-save-payment',
      { order_id: second, wish_id: wishId },
      token,
    );
    expect(verified.status).toBe(200);
    expect(await paymentOf('sandbox', reference)).toMatchObject({ status: 'pending' });
  });
});
