import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '@wishwall/db/tables/outbox.table';
import { usePaymentServices } from './test-support/use-payment-services.ts';

const payments = usePaymentServices();
const { ctx, stripe, paypal, draft, paidCheckout, paymentOf } = payments;
const wishOf = (wishId: string) =>
  ctx.db.selectFrom('wishes').selectAll().where('id', '=', wishId).executeTakeFirstOrThrow();
const eventsFor = async (type: OutboxRow['type'], wishId: string) =>
  (await ctx.db.selectFrom('outbox').select('payload').where('type', '=', type).execute()).filter(
    (row) => (row.payload as { wishId?: string }).wishId === wishId,
  );

describe('PaymentFulfilment', () => {
  it.each(['stripe', 'paypal'] as const)(
    'publishes a %s payment once, however many confirmations arrive at once',
    async (kind) => {
      const { userId, wishId } = await draft();
      const reference = await paidCheckout(kind, userId, wishId);

      const settled = await Promise.all(
        Array.from({ length: 50 }, () =>
          payments.fulfilment.fulfil(kind, reference, { wishId, userId }),
        ),
      );
      expect(settled.every((settlement) => settlement.status === 'paid')).toBe(true);
      expect(settled.filter((settlement) => settlement.publishedNow)).toHaveLength(1);
      expect(await wishOf(wishId)).toMatchObject({ status: 'published' });
      expect(await paymentOf(kind, reference)).toMatchObject({ status: 'paid' });
      expect(await eventsFor('payment.verified', wishId)).toHaveLength(1);
      expect(await eventsFor('wish.published', wishId)).toHaveLength(1);
    },
  );

  it('publishes nothing for a checkout not paid yet, and leaves it pending', async () => {
    const { userId, wishId } = await draft();
    const { reference } = await payments.checkouts.start('stripe', userId, wishId, 'en');
    await expect(payments.fulfilment.fulfil('stripe', reference)).rejects.toMatchObject({
      code: 'error_verifying_payment',
    });
    expect(await paymentOf('stripe', reference)).toMatchObject({ status: 'pending' });
    expect(await wishOf(wishId)).toMatchObject({ status: 'created' });
  });

  it('never publishes money that is not the price of a wish', async () => {
    const { userId, wishId } = await draft();
    const { reference } = await payments.checkouts.start('stripe', userId, wishId, 'en');
    stripe.pay(reference, { amount_total: 1 });
    await expect(payments.fulfilment.fulfil('stripe', reference)).rejects.toMatchObject({
      code: 'error_verifying_payment',
    });
    expect(await paymentOf('stripe', reference)).toMatchObject({ status: 'failed' });
    expect(await wishOf(wishId)).toMatchObject({ status: 'created' });
  });

  it('refuses a confirmation for another wish or buyer than the checkout’s', async () => {
    const { userId, wishId } = await draft();
    const other = await draft();
    const reference = await paidCheckout('stripe', userId, wishId);
    await expect(
      payments.fulfilment.fulfil('stripe', reference, { wishId: other.wishId }),
    ).rejects.toMatchObject({ code: 'error_verifying_payment' });
    await expect(payments.fulfilment.fulfil('stripe', 'cs_test_unknown')).rejects.toMatchObject({
      code: 'invalid_order',
    });
    expect(await wishOf(wishId)).toMatchObject({ status: 'created' });
  });

  it('records a second captured payment for a published wish as a duplicate to refund', async () => {
    const { userId, wishId } = await draft();
    const first = await paidCheckout('stripe', userId, wishId);
    // Paid on Stripe's page before the buyer started another checkout: it could not be expired.
    const second = await paidCheckout('stripe', userId, wishId);
    await payments.fulfilment.fulfil('stripe', first);
    await expect(payments.fulfilment.fulfil('stripe', second)).rejects.toMatchObject({
      code: 'payment_duplicate',
    });
    expect(await paymentOf('stripe', second)).toMatchObject({
      status: 'duplicate',
      capture_id: `pi_${second}`,
    });
    expect(await eventsFor('payment.duplicate', wishId)).toEqual([
      { payload: expect.objectContaining({ wishId, userId, provider: 'stripe' }) },
    ]);
    expect(await eventsFor('wish.published', wishId)).toHaveLength(1);
  });

  it('does not capture a PayPal order whose wish was published meanwhile', async () => {
    const { userId, wishId } = await draft();
    const card = await paidCheckout('stripe', userId, wishId);
    const order = await paidCheckout('paypal', userId, wishId);
    await payments.fulfilment.fulfil('stripe', card);
    const captures = paypal.captureCalls;
    await expect(payments.fulfilment.fulfil('paypal', order)).rejects.toMatchObject({
      code: 'wish_already_published',
    });
    expect(paypal.captureCalls).toBe(captures);
    expect(await paymentOf('paypal', order)).toMatchObject({ status: 'expired' });
  });
});
