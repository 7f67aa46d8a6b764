import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '@wishwall/db/tables/payment.table';
import { createUser } from '@wishwall/testing/fixtures';
import type { RefundClaim } from './payment-refund.service.ts';
import { usePaymentServices } from './test-support/use-payment-services.ts';

const payments = usePaymentServices();
const { ctx, stripe, paypal, draft, paidCheckout, paymentOf } = payments;
/**
 * A wish published by one card payment, and a second payment of it that `kind` captured anyway:
 * the duplicate a refund job is for.
 */
async function duplicatePayment(kind: 'stripe' | 'paypal'): Promise<PaymentRow> {
  const { userId, wishId } = await draft();
  // Paid on Stripe's page before the buyer started the second checkout: it could not be expired.
  const card = await paidCheckout('stripe', userId, wishId);
  const second = await paidCheckout(kind, userId, wishId);
  const publishByCard = () => payments.fulfilment.fulfil('stripe', card);
  // Stripe took the second payment before the card one published the wish; PayPal captures
  // while the card payment publishes it.
  if (kind === 'stripe') await publishByCard();
  else paypal.duringCapture = publishByCard;
  try {
    await payments.fulfilment.settle(await paymentOf(kind, second));
  } finally {
    paypal.duringCapture = undefined;
  }
  return paymentOf(kind, second);
}
const claimOf = (payment: PaymentRow): RefundClaim => ({
  paymentId: payment.id,
  wishId: payment.wish_id,
  userId: payment.user_id,
  provider: payment.provider,
});
const refundCalls = () => stripe.refundCalls + paypal.refundCalls;

describe('PaymentRefunds', () => {
  it.each(['stripe', 'paypal'] as const)(
    'gives a %s duplicate back once, however many refund jobs run at once',
    async (kind) => {
      const payment = await duplicatePayment(kind);
      expect(payment.status).toBe('duplicate');
      const calls = refundCalls();

      const results = await Promise.all(
        Array.from({ length: 20 }, () => payments.refunds.refund(claimOf(payment))),
      );
      const refunded = results.filter((result) => result.outcome === 'refunded');
      expect(refunded).toHaveLength(1);
      expect(results.filter((result) => result.outcome === 'already_refunded')).toHaveLength(19);
      // The row stays locked while the provider is asked: the other jobs never ask it.
      expect(refundCalls() - calls).toBe(1);
      const row = await paymentOf(kind, payment.reference);
      expect(row).toMatchObject({ status: 'refunded', refunded_at: expect.any(Date) });
      expect(row.refund_reference).toBe(
        kind === 'stripe' ? stripe.refunds.at(-1)?.id : `REFUND-${payment.capture_id}`,
      );
    },
  );

  it('asks no provider for a claim its payment row contradicts', async () => {
    const payment = await duplicatePayment('stripe');
    const calls = refundCalls();
    for (const claim of [
      { ...claimOf(payment), userId: (await createUser(ctx.db)).id },
      { ...claimOf(payment), provider: 'paypal' },
      { ...claimOf(payment), paymentId: '9999999' },
    ]) {
      expect(await payments.refunds.refund(claim)).toMatchObject({ outcome: 'not_refundable' });
    }
    expect(refundCalls()).toBe(calls);
    expect(await paymentOf('stripe', payment.reference)).toMatchObject({ status: 'duplicate' });
  });

  it('refunds nothing that is not a captured duplicate', async () => {
    const { userId, wishId } = await draft();
    const reference = await paidCheckout('stripe', userId, wishId);
    const paid = (await payments.fulfilment.fulfil('stripe', reference)).payment;
    const calls = refundCalls();
    expect(await payments.refunds.refund(claimOf(paid))).toMatchObject({
      outcome: 'not_refundable',
    });
    expect(refundCalls()).toBe(calls);
    expect(await paymentOf('stripe', reference)).toMatchObject({ status: 'paid' });
  });

  it('keeps a duplicate the provider refuses for a retry, then for an operator', async () => {
    const payment = await duplicatePayment('stripe');
    // Stripe no longer knows the payment intent: it refuses the refund.
    stripe.update(payment.reference, { payment_intent: 'pi_elsewhere' });
    await expect(payments.refunds.refund(claimOf(payment))).rejects.toMatchObject({
      code: 'error_processing_payment',
    });
    expect(await paymentOf('stripe', payment.reference)).toMatchObject({ status: 'duplicate' });

    await payments.refunds.giveUp(payment.id);
    expect(await paymentOf('stripe', payment.reference)).toMatchObject({
      status: 'refund_failed',
    });
    // An operator's retry once the provider answers again still gives the money back.
    stripe.update(payment.reference, { payment_intent: payment.capture_id });
    expect(await payments.refunds.refund(claimOf(payment))).toMatchObject({ outcome: 'refunded' });
  });
});
