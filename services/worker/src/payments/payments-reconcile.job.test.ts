import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { PaymentRepository } from '@wishwall/db/repositories/payment.repository';
import { PaymentFulfilment } from '@wishwall/payments/payment-fulfilment.service';
import { PaymentProviders } from '@wishwall/payments/payment-providers';
import { PaymentReconciler } from '@wishwall/payments/payment-reconciler';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { paymentsReconcileJob } from './payments-reconcile.job.ts';

const ctx = useTestContext();

/** The job on Stripe keys whose API answers nowhere: every checkout it asks about fails. */
function jobWithUnreachableStripe() {
  const providers = new PaymentProviders(
    {
      stripe: {
        secretKey: 'sk_test_unreachable',
        webhookSecret: undefined,
        apiBase: 'http://127.0.0.1:1',
      },
      paypal: undefined,
      sandbox: false,
    },
    ctx.db,
    ctx.config.publicUrl,
  );
  const reconciler = new PaymentReconciler(ctx.db, new PaymentFulfilment(ctx.db, providers));
  return paymentsReconcileJob(reconciler, pino({ level: 'silent' }));
}

async function pendingStripeCheckout(ageMs: number) {
  const user = await createUser(ctx.db);
  const draft = await createDraftWish(ctx.db, user.id);
  const payments = new PaymentRepository(ctx.db);
  const payment = await payments.create({
    user_id: user.id,
    wish_id: draft.id,
    provider: 'stripe',
    reference: `cs_test_${draft.id}`,
    amount_cents: 100,
    currency: 'usd',
  });
  await payments.backdate(payment.id, new Date(Date.now() - ageMs));
  return payment;
}

const statusOf = async (id: string) =>
  (
    await ctx.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).status;

describe('payments.reconcile job', () => {
  it('leaves a checkout younger than the grace period alone', async () => {
    const recent = await pendingStripeCheckout(10_000);
    await expect(jobWithUnreachableStripe().handle({}, undefined as never)).resolves.toBe(
      undefined,
    );
    expect(await statusOf(recent.id)).toBe('pending');
  });

  it('fails, so BullMQ retries it, when a provider cannot be asked; the checkout stays pending', async () => {
    const stale = await pendingStripeCheckout(3 * 60_000);
    await expect(jobWithUnreachableStripe().handle({}, undefined as never)).rejects.toThrow(
      /payments could not be checked/,
    );
    expect(await statusOf(stale.id)).toBe('pending');
  });
});
