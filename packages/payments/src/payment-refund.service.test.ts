import { beforeAll, describe, expect, it } from 'vitest';
import { PaymentRepository } from '@wishwall/db/repositories/payment.repository';
import type { PaymentRow } from '@wishwall/db/tables/payment.table';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { CheckoutService } from './checkout.service.ts';
import { PaymentFulfilment } from './payment-fulfilment.service.ts';
import { PaymentProviders } from './payment-providers.ts';
import { PaymentRefunds, type RefundClaim } from './payment-refund.service.ts';
import { useProviderStandIns } from './test-support/provider-stand-ins.ts';

const standIns = useProviderStandIns();
const { stripe, paypal } = standIns;
const ctx = useTestContext();
let checkouts: CheckoutService;
let fulfilment: PaymentFulfilment;
let refunds: PaymentRefunds;
beforeAll(() => {
  const providers = new PaymentProviders(standIns.payments, ctx.db, ctx.config.publicUrl);
  checkouts = new CheckoutService(ctx.db, providers, ctx.config.publicUrl);
  fulfilment = new PaymentFulfilment(ctx.db, providers);
  refunds = new PaymentRefunds(ctx.db, providers);
});

/**
 * A wish published by one card payment, and a second payment of it that `kind` captured anyway:
 * the duplicate a refund job is for.
 */
async function duplicatePayment(kind: 'stripe' | 'paypal'): Promise<PaymentRow> {
  const user = await createUser(ctx.db);
  const wish = await createDraftWish(ctx.db, user.id);
  const card = await checkouts.start('stripe', user.id, wish.id, 'en');
  stripe.pay(card.reference);
  const second = await checkouts.start(kind, user.id, wish.id, 'en');
  const publishByCard = () => fulfilment.fulfil('stripe', card.reference);
  if (kind === 'stripe') {
    // Paid on Stripe's page too, before the card payment was confirmed.
    stripe.pay(second.reference);
    await publishByCard();
  } else {
    // The card payment publishes the wish while PayPal is capturing the order.
    paypal.approve(second.reference);
    paypal.duringCapture = publishByCard;
  }
  try {
    await fulfilment.settle(await paymentOf(kind, second.reference));
  } finally {
    paypal.duringCapture = undefined;
  }
  return paymentOf(kind, second.reference);
}
const paymentOf = (provider: 'stripe' | 'paypal', reference: string) =>
  new PaymentRepository(ctx.db).findOrThrow(provider, reference);
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
        Array.from({ length: 20 }, () => refunds.refund(claimOf(payment))),
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
      expect(await refunds.refund(claim)).toMatchObject({ outcome: 'not_refundable' });
    }
    expect(refundCalls()).toBe(calls);
    expect(await paymentOf('stripe', payment.reference)).toMatchObject({ status: 'duplicate' });
  });

  it('refunds nothing that is not a captured duplicate', async () => {
    const user = await createUser(ctx.db);
    const wish = await createDraftWish(ctx.db, user.id);
    const { reference } = await checkouts.start('stripe', user.id, wish.id, 'en');
    stripe.pay(reference);
    const paid = (await fulfilment.fulfil('stripe', reference)).payment;
    const calls = refundCalls();
    expect(await refunds.refund(claimOf(paid))).toMatchObject({ outcome: 'not_refundable' });
    expect(refundCalls()).toBe(calls);
    expect(await paymentOf('stripe', reference)).toMatchObject({ status: 'paid' });
  });

  it('keeps a duplicate the provider refuses for a retry, then for an operator', async () => {
    const payment = await duplicatePayment('stripe');
    // Stripe no longer knows the payment intent: it refuses the refund.
    stripe.update(payment.reference, { payment_intent: 'pi_elsewhere' });
    await expect(refunds.refund(claimOf(payment))).rejects.toMatchObject({
      code: 'error_processing_payment',
    });
    expect(await paymentOf('stripe', payment.reference)).toMatchObject({ status: 'duplicate' });

    await refunds.giveUp(payment.id);
    expect(await paymentOf('stripe', payment.reference)).toMatchObject({
      status: 'refund_failed',
    });
    // An operator's retry once the provider answers again still gives the money back.
    stripe.update(payment.reference, { payment_intent: payment.capture_id });
    expect(await refunds.refund(claimOf(payment))).toMatchObject({ outcome: 'refunded' });
  });
});
