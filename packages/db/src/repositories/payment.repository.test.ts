import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import type { PaymentProviderName } from '../tables/payment.table.ts';
import { PaymentRepository } from './payment.repository.ts';

const ctx = useTestContext();
const payments = () => new PaymentRepository(ctx.db);

/** A user's draft wish, ready for checkouts. */
async function draftWish() {
  const user = await createUser(ctx.db);
  const wish = await createDraftWish(ctx.db, user.id);
  return { userId: user.id, wishId: wish.id };
}

/** A started checkout, as the checkout service records it before sending the buyer away. */
async function checkout(
  wish: { userId: string; wishId: string },
  provider: PaymentProviderName = 'sandbox',
  reference = `ref-${randomBytes(6).toString('hex')}`,
) {
  return payments().create({
    user_id: wish.userId,
    wish_id: wish.wishId,
    provider,
    reference,
    amount_cents: 100,
    currency: 'USD',
  });
}

const statusOf = async (id: string) =>
  (await ctx.db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirst())
    ?.status;

describe('PaymentRepository records checkouts', () => {
  it('records a checkout once: the same provider reference again returns the first row', async () => {
    const wish = await draftWish();
    const first = await checkout(wish, 'paypal', 'ORDER-1');
    expect(first).toMatchObject({
      status: 'pending',
      paid_at: null,
      capture_id: null,
      refund_reference: null,
      refunded_at: null,
    });
    const again = await checkout(wish, 'paypal', 'ORDER-1');
    expect(again.id).toBe(first.id);
    expect(await payments().countForWish(wish.wishId)).toBe(1);

    // Another provider's checkout may carry the same text as its reference.
    const other = await checkout(wish, 'stripe', 'ORDER-1');
    expect(other.id).not.toBe(first.id);
    expect(await payments().countForWish(wish.wishId)).toBe(2);
    expect(await payments().find('stripe', 'ORDER-1')).toMatchObject({ id: other.id });
    expect(await payments().find('sandbox', 'ORDER-1')).toBeUndefined();
    await expect(payments().findOrThrow('sandbox', 'ORDER-1')).rejects.toThrow();
  });

  it('records the same checkout started many times at once as one row', async () => {
    const wish = await draftWish();
    const rows = await Promise.all(
      Array.from({ length: 20 }, () => checkout(wish, 'paypal', 'ORDER-RACE')),
    );
    expect(new Set(rows.map((row) => row.id)).size).toBe(1);
    expect(await payments().countForWish(wish.wishId)).toBe(1);
  });
});

describe('PaymentRepository settles checkouts', () => {
  it('captures a pending checkout once: later captures get nothing and change nothing', async () => {
    const payment = await checkout(await draftWish());
    const at = new Date('2026-11-20T12:00:00Z');
    expect(await payments().markCaptured(payment.id, 'paid', 'CAP-1', at)).toMatchObject({
      status: 'paid',
      paid_at: at,
      capture_id: 'CAP-1',
    });
    expect(await payments().markCaptured(payment.id, 'duplicate', 'CAP-2', new Date())).toBe(
      undefined,
    );
    expect(await payments().markUnpaid(payment.id, 'failed')).toBeUndefined();
    expect(await payments().findOrThrow('sandbox', payment.reference)).toMatchObject({
      status: 'paid',
      paid_at: at,
      capture_id: 'CAP-1',
    });
  });

  it('hands a checkout confirmed by many at once to exactly one of them', async () => {
    const payment = await checkout(await draftWish());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        payments().markCaptured(payment.id, 'paid', `CAP-${i}`, new Date()),
      ),
    );
    const winners = answers.filter((row) => row !== undefined);
    expect(winners).toHaveLength(1);
    expect(await payments().findOrThrow('sandbox', payment.reference)).toMatchObject({
      status: 'paid',
      capture_id: winners[0]!.capture_id,
    });
  });

  it('still captures an expired checkout that was paid after all', async () => {
    const payment = await checkout(await draftWish());
    expect(await payments().markUnpaid(payment.id, 'expired')).toMatchObject({ status: 'expired' });
    expect(await payments().markCaptured(payment.id, 'paid', 'CAP-LATE', new Date())).toMatchObject(
      { status: 'paid' },
    );
  });

  it('leaves a failed checkout failed', async () => {
    const payment = await checkout(await draftWish());
    expect(await payments().markUnpaid(payment.id, 'failed')).toMatchObject({ status: 'failed' });
    expect(await payments().markCaptured(payment.id, 'paid', 'CAP', new Date())).toBeUndefined();
    expect(await statusOf(payment.id)).toBe('failed');
  });
});

describe('PaymentRepository refunds duplicates', () => {
  it('moves a duplicate to refund_failed and then refunded, never back', async () => {
    const payment = await checkout(await draftWish());
    await payments().markCaptured(payment.id, 'duplicate', 'CAP-DUP', new Date());
    expect(await statusOf(payment.id)).toBe('duplicate');

    await payments().markRefundFailed(payment.id);
    expect(await statusOf(payment.id)).toBe('refund_failed');

    const at = new Date('2026-11-21T08:00:00Z');
    await payments().markRefunded(payment.id, 'RE-1', at);
    expect(await payments().findOrThrow('sandbox', payment.reference)).toMatchObject({
      status: 'refunded',
      refund_reference: 'RE-1',
      refunded_at: at,
      capture_id: 'CAP-DUP',
    });

    // A late failure report or a second refund changes nothing.
    await payments().markRefundFailed(payment.id);
    await payments().markRefunded(payment.id, 'RE-2', new Date());
    expect(await payments().findOrThrow('sandbox', payment.reference)).toMatchObject({
      status: 'refunded',
      refund_reference: 'RE-1',
      refunded_at: at,
    });
  });

  it('never refunds or fails the refund of the payment that published its wish', async () => {
    const payment = await checkout(await draftWish());
    await payments().markCaptured(payment.id, 'paid', 'CAP-PAID', new Date());
    await payments().markRefunded(payment.id, 'RE-X', new Date());
    await payments().markRefundFailed(payment.id);
    expect(await payments().findOrThrow('sandbox', payment.reference)).toMatchObject({
      status: 'paid',
      refund_reference: null,
      refunded_at: null,
    });
  });

  it('refuses a captured status without the capture time', async () => {
    const payment = await checkout(await draftWish());
    await expect(
      ctx.db.updateTable('payments').set({ status: 'paid' }).where('id', '=', payment.id).execute(),
    ).rejects.toMatchObject({ constraint: 'payments_paid_with_time' });
  });
});

describe('PaymentRepository lists open checkouts', () => {
  it("lists a wish's other pending checkouts", async () => {
    const wish = await draftWish();
    const [a, b, c] = [await checkout(wish), await checkout(wish), await checkout(wish)];
    await payments().markUnpaid(c.id, 'expired');
    expect((await payments().listPendingForWish(wish.wishId, a.id)).map((p) => p.id)).toEqual([
      b.id,
    ]);
  });

  it('lists pending checkouts older than a time, oldest first, up to a limit', async () => {
    const wish = await draftWish();
    const now = Date.now();
    const [old, older, recent, settled] = [
      await checkout(wish),
      await checkout(wish),
      await checkout(wish),
      await checkout(wish),
    ];
    // Far in the past, so checkouts of the file's other tests come after these.
    await payments().backdate(old.id, new Date('2020-01-02T00:00:00Z'));
    await payments().backdate(older.id, new Date('2020-01-01T00:00:00Z'));
    await payments().backdate(settled.id, new Date('2019-12-31T00:00:00Z'));
    await payments().markCaptured(settled.id, 'paid', 'CAP', new Date());
    const before = new Date('2020-06-01T00:00:00Z');
    expect((await payments().listPendingBefore(before, 10)).map((p) => p.id)).toEqual([
      older.id,
      old.id,
    ]);
    expect((await payments().listPendingBefore(before, 1)).map((p) => p.id)).toEqual([older.id]);
    const pendingNow = await payments().listPendingBefore(new Date(now + 60_000), 1000);
    expect(pendingNow.map((p) => p.id)).toContain(recent.id);
  });
});
