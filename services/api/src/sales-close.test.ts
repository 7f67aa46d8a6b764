import { describe, expect, it } from 'vitest';
import { fundWallet } from '@wishwall/core/test-support/wallet-fixtures';
import { paymentCalls } from './test-support/payment-calls.ts';
import { usePaymentsApi } from './test-support/use-payments-api.ts';
import { closeOpenRound, openRoundNow } from './test-support/wall-fixtures.ts';

// Between a round's close and the next round nothing is sold or published (decision 0044).
// One file, one database: the tests run in order — open, closed, the next round open.
const suite = usePaymentsApi();
const { ctx } = suite;
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

/** A verified user holding a gift, with a draft to publish with it. */
async function giftHolderWithDraft() {
  const receiver = await suite.api.registerVerified();
  const giver = await suite.api.registerVerified();
  await fundWallet(ctx.db, giver.body.data.user.id, 1_000_000n);
  const given = await suite.api.call(
    'POST',
    '/v1/gift-a-wish',
    { receiver_email: receiver.email },
    giver.body.data.token,
  );
  expect(given.status).toBe(200);
  const token: string = receiver.body.data.token;
  const draft = await suite.api.call('POST', '/v1/wishes/create', { content: 'Gifted' }, token);
  return { token, userId: receiver.body.data.user.id as string, wishId: draft.body.data.wish.id };
}
const publishWithGift = (wishId: string, token: string) =>
  suite.api.call('POST', `/v1/wishes/${wishId}/publish`, undefined, token);
const unusedGifts = async (userId: string) =>
  (
    await ctx.db
      .selectFrom('gifted_wishes')
      .select('id')
      .where('receiver_user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute()
  ).length;

let inFlight: { token: string; wishId: string; sessionId: string; userId: string };
let paypalInFlight: { token: string; wishId: string; orderId: string };
let giftHolder: { token: string; userId: string; wishId: string };

describe('a round closed by the clock', () => {
  it('keeps a checkout started while open in flight, and a gift held', async () => {
    const buyer = await userWithDraft();
    const started = await stripeCheckout(buyer.wishId, buyer.token);
    expect(started.status).toBe(200);
    inFlight = { ...buyer, sessionId: started.body.data.id };
    const paypalBuyer = await userWithDraft();
    const order = (await paypalCheckout(paypalBuyer.wishId, paypalBuyer.token)).body.data;
    paypalInFlight = {
      ...paypalBuyer,
      orderId: new URL(order.approval_url).searchParams.get('token') ?? '',
    };
    giftHolder = await giftHolderWithDraft();
    expect(await closeOpenRound(ctx)).toMatchObject({ state: 'closed' });
  });

  it('starts no new checkout', async () => {
    const late = await userWithDraft();
    for (const refused of [
      await stripeCheckout(late.wishId, late.token),
      await paypalCheckout(late.wishId, late.token),
    ]) {
      expect([refused.status, refused.body.code]).toEqual([409, 'sales_closed']);
    }
    expect(
      await ctx.db.selectFrom('payments').where('wish_id', '=', late.wishId).selectAll().execute(),
    ).toEqual([]);
  });

  it('refunds a card payment captured after the close, once, with a clear reason', async () => {
    suite.stripe.pay(inFlight.sessionId);
    const before = await publishedCount();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        stripeVerify(inFlight.sessionId, inFlight.wishId, inFlight.token),
      ),
    );
    expect(results.map((r) => [r.status, r.body.code])).toEqual(
      Array.from({ length: 5 }, () => [409, 'payment_after_close']),
    );
    expect(results[0]!.body.message).toMatch(/refunded/);
    expect(await paymentOf('stripe', inFlight.sessionId)).toMatchObject({
      status: 'duplicate',
      after_close: true,
    });
    // The duplicate-refund path: one `payment.duplicate`, which starts the refund job.
    expect(await eventsFor('payment.duplicate', inFlight.wishId)).toHaveLength(1);
    expect(await eventsFor('wish.published', inFlight.wishId)).toEqual([]);
    expect(await wishStatus(inFlight.wishId)).toBe('created');
    expect(await publishedCount()).toBe(before);
  });

  it('leaves a PayPal order approved after the close uncaptured', async () => {
    suite.paypal.approve(paypalInFlight.orderId);
    const refused = await paypalVerify(
      paypalInFlight.orderId,
      paypalInFlight.wishId,
      paypalInFlight.token,
    );
    expect([refused.status, refused.body.code]).toEqual([409, 'sales_closed']);
    expect(await paymentOf('paypal', paypalInFlight.orderId)).toMatchObject({
      status: 'expired',
      capture_id: null,
    });
    expect(await wishStatus(paypalInFlight.wishId)).toBe('created');
  });

  it('publishes no wish with a gift, and the gift stays its holder’s', async () => {
    const refused = await publishWithGift(giftHolder.wishId, giftHolder.token);
    expect([refused.status, refused.body.code]).toEqual([409, 'sales_closed']);
    expect(await unusedGifts(giftHolder.userId)).toBe(1);
    expect(await wishStatus(giftHolder.wishId)).toBe('created');
  });
});

describe('the next round', () => {
  it('sells and publishes again: the gift and a new checkout', async () => {
    const round = await openRoundNow(ctx);
    const published = await publishWithGift(giftHolder.wishId, giftHolder.token);
    expect(published.status).toBe(200);
    expect(await unusedGifts(giftHolder.userId)).toBe(0);
    const buyer = await userWithDraft();
    const started = await stripeCheckout(buyer.wishId, buyer.token);
    suite.stripe.pay(started.body.data.id);
    expect((await stripeVerify(started.body.data.id, buyer.wishId, buyer.token)).status).toBe(200);
    const rounds = await ctx.db
      .selectFrom('wishes')
      .select('raffle_round')
      .where('id', 'in', [giftHolder.wishId, buyer.wishId])
      .execute();
    expect(rounds).toEqual([{ raffle_round: round.number }, { raffle_round: round.number }]);
  });
});
