import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { paymentCalls } from '@wishwall/api/test-support/payment-calls';
import { usePaymentsApi } from '@wishwall/api/test-support/use-payments-api';
import type { JobPayloads } from '@wishwall/contracts/queues';
import { GiftedWishRepository } from '@wishwall/db/repositories/gifted-wish.repository';
import { PaymentProviders } from '@wishwall/payments/payment-providers';
import { PaymentRefunds } from '@wishwall/payments/payment-refund.service';
import { toEnvelope } from '@wishwall/worker/outbox-relay';
import { JobSkipped } from '@wishwall/worker/job-skipped';
import { paymentsRefundJob } from '@wishwall/worker/payments/payments-refund.job';
import { createWorkerApp } from '@wishwall/worker/worker-app';

const suite = usePaymentsApi();
const { ctx } = suite;
const pay = paymentCalls(suite);
const silent = pino({ level: 'silent' });
const ROUNDS = 6;

/** Starts one side of a race a little later each round, so each side gets to win. */
const later = <T>(round: number, call: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => {
    setTimeout(
      () => {
        call().then(resolve, reject);
      },
      (round % 3) * 15,
    );
  });
const orderIdOf = (approvalUrl: string) => new URL(approvalUrl).searchParams.get('token') ?? '';
const refundCalls = () => suite.stripe.refundCalls + suite.paypal.refundCalls;

/**
 * Runs the `payments.refund` job of the wish's `payment.duplicate` event `times` times at
 * once, as a re-delivered event or a retry would; `attemptsMade` as BullMQ counts it.
 */
async function runRefundJob(
  wishId: string,
  { times = 1, attemptsMade = 0, config = suite.config } = {},
) {
  const [row] = await pay.eventsFor('payment.duplicate', wishId);
  if (!row) throw new Error(`no payment.duplicate event for wish ${wishId}`);
  const providers = new PaymentProviders(config.payments, ctx.db, config.publicUrl);
  const job = paymentsRefundJob(new PaymentRefunds(ctx.db, providers), silent);
  const event = toEnvelope(row) as JobPayloads['payments.refund'];
  const bullJob = { attemptsMade, opts: { attempts: 8 } } as never;
  return Promise.allSettled(Array.from({ length: times }, () => job.handle(event, bullJob)));
}

/** Runs a `payments.refund` job whose payload was written by hand, as in the queue dashboard. */
function runHandMadeRefundJob(payload: JobPayloads['payments.refund']['payload']) {
  const providers = new PaymentProviders(suite.config.payments, ctx.db, suite.config.publicUrl);
  const job = paymentsRefundJob(new PaymentRefunds(ctx.db, providers), silent);
  const event = {
    id: 'by-hand',
    type: 'payment.duplicate',
    occurredAt: new Date().toISOString(),
    payload,
  } as const;
  return job.handle(event, { attemptsMade: 7, opts: { attempts: 8 } } as never);
}

/** A draft with a PayPal order and a card session, both paid by the buyer in two tabs. */
async function draftPaidTwice() {
  const buyer = await pay.userWithDraft();
  // PayPal first: its order can't be closed by the card checkout that follows.
  const orderId = orderIdOf(
    (await pay.paypalCheckout(buyer.wishId, buyer.token)).body.data.approval_url,
  );
  const sessionId: string = (await pay.stripeCheckout(buyer.wishId, buyer.token)).body.data.id;
  suite.paypal.approve(orderId);
  suite.stripe.pay(sessionId);
  return { ...buyer, orderId, sessionId };
}

async function verifiedUserWithGiftAndPaidSession() {
  const { body, email } = await suite.api.registerVerified();
  const token: string = body.data.token;
  const draft = await suite.api.call(
    'POST',
    '/v1/wishes/create',
    { content: 'Gift or pay' },
    token,
  );
  const wishId: string = draft.body.data.wish.id;
  const gift = await new GiftedWishRepository(ctx.db).create({ receiver_email: email });
  const sessionId: string = (await pay.stripeCheckout(wishId, token)).body.data.id;
  suite.stripe.pay(sessionId);
  const publishWithGift = () =>
    suite.api.call('POST', `/v1/wishes/${wishId}/publish`, undefined, token);
  const giftRow = () =>
    ctx.db
      .selectFrom('gifted_wishes')
      .selectAll()
      .where('id', '=', gift.id)
      .executeTakeFirstOrThrow();
  return { token, wishId, sessionId, publishWithGift, giftRow };
}

describe('one draft paid twice', () => {
  it('never captures an approved PayPal order whose wish the card already published', async () => {
    const { token, wishId, orderId, sessionId } = await draftPaidTwice();
    const before = await pay.publishedCount();
    const captures = suite.paypal.captureCalls;

    expect((await pay.stripeVerify(sessionId, wishId, token)).status).toBe(200);
    const second = await pay.paypalVerify(orderId, wishId, token);
    // The return page shows this as the success the buyer came back for: nothing was taken.
    expect([second.status, second.body.code]).toEqual([409, 'wish_already_published']);

    expect(suite.paypal.captureCalls).toBe(captures);
    expect(await pay.paymentOf('paypal', orderId)).toMatchObject({ status: 'expired' });
    expect(await pay.publishedCount()).toBe(before + 1);
    expect(await pay.eventsFor('payment.duplicate', wishId)).toEqual([]);
  });

  it('refunds a PayPal capture that raced the card publication through PayPal, once', async () => {
    const { token, wishId, orderId, sessionId } = await draftPaidTwice();
    const before = await pay.publishedCount();
    // The card's return page publishes while PayPal is capturing.
    suite.paypal.duringCapture = () => pay.stripeVerify(sessionId, wishId, token);
    const second = await pay.paypalVerify(orderId, wishId, token).finally(() => {
      suite.paypal.duringCapture = undefined;
    });
    expect([second.status, second.body.code]).toEqual([409, 'payment_duplicate']);

    expect(await pay.publishedCount()).toBe(before + 1);
    expect(await pay.paymentOf('stripe', sessionId)).toMatchObject({ status: 'paid' });
    expect(await pay.paymentOf('paypal', orderId)).toMatchObject({
      status: 'duplicate',
      capture_id: `CAPTURE-${orderId}`,
    });
    expect(await pay.eventsFor('wish.published', wishId)).toHaveLength(1);
    expect(await pay.eventsFor('payment.verified', wishId)).toHaveLength(1);
    expect(await pay.eventsFor('payment.duplicate', wishId)).toHaveLength(1);

    const calls = refundCalls();
    await runRefundJob(wishId, { times: 3 });
    await runRefundJob(wishId);
    expect(refundCalls()).toBe(calls + 1);
    expect(suite.paypal.refunds).toContain(`CAPTURE-${orderId}`);
    const refunded = await pay.paymentOf('paypal', orderId);
    expect(refunded).toMatchObject({
      status: 'refunded',
      refund_reference: `REFUND-CAPTURE-${orderId}`,
    });
    expect(refunded.refunded_at).toBeInstanceOf(Date);
    // The buyer coming back to the return page learns what happened to the money.
    expect((await pay.paypalVerify(orderId, wishId, token)).body.code).toBe('payment_duplicate');
  });

  it('refunds a card paid before the PayPal checkout started through Stripe', async () => {
    const { token, wishId } = await pay.userWithDraft();
    const sessionId: string = (await pay.stripeCheckout(wishId, token)).body.data.id;
    suite.stripe.pay(sessionId);
    const orderId = orderIdOf((await pay.paypalCheckout(wishId, token)).body.data.approval_url);
    // Stripe refused to expire the paid session: it stays for its verification.
    expect(suite.stripe.expireCalls).toContain(sessionId);
    expect(await pay.paymentOf('stripe', sessionId)).toMatchObject({ status: 'pending' });
    suite.paypal.approve(orderId);

    expect((await pay.paypalVerify(orderId, wishId, token)).status).toBe(200);
    expect((await pay.stripeVerify(sessionId, wishId, token)).body.code).toBe('payment_duplicate');
    const calls = suite.stripe.refundCalls;
    await runRefundJob(wishId, { times: 2 });
    await runRefundJob(wishId);
    expect(suite.stripe.refundCalls).toBe(calls + 1);
    expect(suite.stripe.refunds.filter((r) => r.payment_intent === `pi_${sessionId}`)).toHaveLength(
      1,
    );
    expect(await pay.paymentOf('stripe', sessionId)).toMatchObject({ status: 'refunded' });
  });

  it('verified at once from both return pages, publishes once and refunds the other once', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { token, wishId, orderId, sessionId } = await draftPaidTwice();
      const before = await pay.publishedCount();

      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          i % 2 === 0
            ? later(round, () => pay.stripeVerify(sessionId, wishId, token))
            : pay.paypalVerify(orderId, wishId, token),
        ),
      );

      const stripeStatus = (await pay.paymentOf('stripe', sessionId)).status;
      const paypalStatus = (await pay.paymentOf('paypal', orderId)).status;
      expect(await pay.publishedCount()).toBe(before + 1);
      expect(await pay.wishStatus(wishId)).toBe('published');
      expect(await pay.eventsFor('payment.verified', wishId)).toHaveLength(1);
      // One paid; the other refunded, or, for a PayPal order not captured yet, never taken.
      const winner = stripeStatus === 'paid' ? 0 : 1;
      const loser = winner === 0 ? paypalStatus : stripeStatus;
      expect(winner === 0 ? ['duplicate', 'expired'] : ['duplicate']).toContain(loser);
      expect([stripeStatus, paypalStatus]).toContain('paid');
      results.forEach((result, i) => {
        if (i % 2 === winner) expect(result.status).toBe(200);
        else expect(['payment_duplicate', 'wish_already_published']).toContain(result.body.code);
      });
      const duplicates = await pay.eventsFor('payment.duplicate', wishId);
      expect(duplicates).toHaveLength(loser === 'duplicate' ? 1 : 0);

      const calls = refundCalls();
      if (loser === 'duplicate') await runRefundJob(wishId, { times: 2 });
      expect(refundCalls()).toBe(calls + (loser === 'duplicate' ? 1 : 0));
    }
  });

  it('marks a refund the provider keeps refusing refund_failed on the last attempt', async () => {
    const { token, wishId, orderId, sessionId } = await draftPaidTwice();
    expect((await pay.paypalVerify(orderId, wishId, token)).status).toBe(200);
    expect((await pay.stripeVerify(sessionId, wishId, token)).body.code).toBe('payment_duplicate');
    const session = suite.stripe.sessions.get(sessionId);
    // Stripe no longer knows the payment: every refund request is refused.
    suite.stripe.sessions.delete(sessionId);

    const [early] = await runRefundJob(wishId);
    expect(early?.status).toBe('rejected');
    expect(await pay.paymentOf('stripe', sessionId)).toMatchObject({ status: 'duplicate' });
    const [last] = await runRefundJob(wishId, { attemptsMade: 7 });
    expect(last?.status).toBe('rejected');
    expect(await pay.paymentOf('stripe', sessionId)).toMatchObject({ status: 'refund_failed' });

    // An operator re-running the job once the provider answers again refunds it.
    suite.stripe.sessions.set(sessionId, session!);
    await runRefundJob(wishId);
    expect(await pay.paymentOf('stripe', sessionId)).toMatchObject({ status: 'refunded' });
  });

  it('refunds nothing a job claims that the payment rows contradict', async () => {
    const { token, wishId, userId, orderId, sessionId } = await draftPaidTwice();
    expect((await pay.paypalVerify(orderId, wishId, token)).status).toBe(200);
    expect((await pay.stripeVerify(sessionId, wishId, token)).body.code).toBe('payment_duplicate');
    const paid = await pay.paymentOf('paypal', orderId);
    const duplicate = await pay.paymentOf('stripe', sessionId);
    const other = await pay.userWithDraft();
    const calls = refundCalls();

    for (const claim of [
      // The payment that published the wish.
      { paymentId: paid.id, wishId, userId, provider: 'paypal' },
      // The duplicate, named with another wish, another user or another provider.
      { paymentId: duplicate.id, wishId: other.wishId, userId, provider: 'stripe' },
      { paymentId: duplicate.id, wishId, userId: other.userId, provider: 'stripe' },
      { paymentId: duplicate.id, wishId, userId, provider: 'paypal' },
      { paymentId: '999999999', wishId, userId, provider: 'stripe' },
    ]) {
      await expect(runHandMadeRefundJob(claim), JSON.stringify(claim)).rejects.toBeInstanceOf(
        JobSkipped,
      );
    }
    expect(refundCalls()).toBe(calls);
    expect(await pay.paymentOf('paypal', orderId)).toMatchObject({ status: 'paid' });
    // Not marked refund_failed either, though each ran as a last attempt.
    expect(await pay.paymentOf('stripe', sessionId)).toMatchObject({ status: 'duplicate' });

    await runRefundJob(wishId);
    expect(refundCalls()).toBe(calls + 1);
    expect(await pay.paymentOf('stripe', sessionId)).toMatchObject({ status: 'refunded' });
  });

  it('the worker refunds a duplicate through the outbox and the payments queue', async () => {
    const { token, wishId, orderId, sessionId } = await draftPaidTwice();
    const calls = suite.stripe.refundCalls;
    const worker = createWorkerApp({
      config: suite.config,
      databaseUrl: ctx.databaseUrl,
      // Nothing here sends mail; the welcome mails of the file's sign-ups just fail.
      smtpUrl: 'smtp://127.0.0.1:9',
      db: ctx.db,
      redis: ctx.redis,
      logger: silent,
    });
    await worker.start();
    try {
      expect((await pay.paypalVerify(orderId, wishId, token)).status).toBe(200);
      expect((await pay.stripeVerify(sessionId, wishId, token)).body.code).toBe(
        'payment_duplicate',
      );
      await expect
        .poll(async () => (await pay.paymentOf('stripe', sessionId)).status, { timeout: 10_000 })
        .toBe('refunded');
      expect(suite.stripe.refundCalls).toBe(calls + 1);
    } finally {
      await worker.stop();
    }
  });
});

describe('a gift and a payment for one wish', () => {
  it('published by the gift first: the payment is a duplicate and refunded', async () => {
    const { token, wishId, sessionId, publishWithGift, giftRow } =
      await verifiedUserWithGiftAndPaidSession();
    expect((await publishWithGift()).status).toBe(200);
    const verify = await pay.stripeVerify(sessionId, wishId, token);
    expect(verify.body.code).toBe('payment_duplicate');
    expect((await giftRow()).wish_id).toBe(wishId);
    const calls = suite.stripe.refundCalls;
    await runRefundJob(wishId, { times: 2 });
    expect(suite.stripe.refundCalls).toBe(calls + 1);
    expect(await pay.paymentOf('stripe', sessionId)).toMatchObject({ status: 'refunded' });
  });

  it('paid first: the gift stays unused', async () => {
    const { token, wishId, sessionId, publishWithGift, giftRow } =
      await verifiedUserWithGiftAndPaidSession();
    expect((await pay.stripeVerify(sessionId, wishId, token)).status).toBe(200);
    expect((await publishWithGift()).body.code).toBe('wish_already_published');
    expect(await giftRow()).toMatchObject({ used_at: null, wish_id: null });
    expect(await pay.eventsFor('payment.duplicate', wishId)).toEqual([]);
  });

  it('both at once: exactly one pays, the other is unused or refunded', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { token, wishId, sessionId, publishWithGift, giftRow } =
        await verifiedUserWithGiftAndPaidSession();
      const before = await pay.publishedCount();

      await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          i % 2 === 0 ? later(round, publishWithGift) : pay.stripeVerify(sessionId, wishId, token),
        ),
      );

      expect(await pay.publishedCount()).toBe(before + 1);
      const giftUsed = (await giftRow()).used_at !== null;
      const payment = await pay.paymentOf('stripe', sessionId);
      expect(payment.status).toBe(giftUsed ? 'duplicate' : 'paid');
      expect(await pay.eventsFor('payment.duplicate', wishId)).toHaveLength(giftUsed ? 1 : 0);
      expect(await pay.eventsFor('payment.verified', wishId)).toHaveLength(giftUsed ? 0 : 1);
    }
  });
});

describe('starting a new checkout for a draft', () => {
  it('expires the draft’s open card session; a PayPal order stays until it is captured', async () => {
    const { token, wishId } = await pay.userWithDraft();
    const first: string = (await pay.stripeCheckout(wishId, token)).body.data.id;
    const orderId = orderIdOf((await pay.paypalCheckout(wishId, token)).body.data.approval_url);
    expect(suite.stripe.expireCalls).toContain(first);
    expect(suite.stripe.sessions.get(first)?.status).toBe('expired');
    expect(await pay.paymentOf('stripe', first)).toMatchObject({ status: 'expired' });

    const second: string = (await pay.stripeCheckout(wishId, token)).body.data.id;
    expect(await pay.paymentOf('paypal', orderId)).toMatchObject({ status: 'pending' });
    expect(suite.stripe.sessions.get(second)?.status).toBe('open');
    expect(suite.stripe.expireCalls.filter((id) => id === first)).toHaveLength(1);
  });

  it('expires the sandbox’s open checkout, whose Pay then returns to the cancel page', async () => {
    const { token, wishId } = await pay.userWithDraft(suite.sandboxApi);
    const first: string = (await pay.stripeCheckout(wishId, token, suite.sandboxApi)).body.data.id;
    await pay.stripeCheckout(wishId, token, suite.sandboxApi);
    expect(await pay.paymentOf('sandbox', first)).toMatchObject({ status: 'expired' });
    const payment = await suite.sandboxApp.inject({
      method: 'POST',
      url: `/v1/sandbox/checkout/${first}/pay`,
    });
    expect(payment.headers.location).toBe(
      `http://localhost:3000/en/payment/cancel?wish_id=${wishId}`,
    );
    expect((await pay.stripeVerify(first, wishId, token, suite.sandboxApi)).status).toBe(402);
    expect(await pay.wishStatus(wishId)).toBe('created');
  });
});

describe('sandbox', () => {
  it('refunds a duplicate and records it on its checkout', async () => {
    const { token, wishId } = await pay.userWithDraft(suite.sandboxApi);
    const paySandbox = (reference: string) =>
      suite.sandboxApp.inject({ method: 'POST', url: `/v1/sandbox/checkout/${reference}/pay` });
    const first: string = (await pay.stripeCheckout(wishId, token, suite.sandboxApi)).body.data.id;
    await paySandbox(first);
    const second = (
      await pay.paypalCheckout(wishId, token, suite.sandboxApi)
    ).body.data.approval_url
      .split('/')
      .at(-1) as string;
    await paySandbox(second);
    expect((await pay.paypalVerify(second, wishId, token, suite.sandboxApi)).status).toBe(200);
    const late = await pay.stripeVerify(first, wishId, token, suite.sandboxApi);
    expect(late.body.code).toBe('payment_duplicate');

    await runRefundJob(wishId, { times: 2, config: ctx.config });
    expect(await pay.paymentOf('sandbox', first)).toMatchObject({ status: 'refunded' });
    const checkout = await ctx.db
      .selectFrom('sandbox_checkouts')
      .select('status')
      .where('reference', '=', first)
      .executeTakeFirstOrThrow();
    expect(checkout.status).toBe('refunded');
  });
});
