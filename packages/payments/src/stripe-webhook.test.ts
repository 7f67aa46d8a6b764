import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { StripeWebhook, WEBHOOK_TOLERANCE_SECONDS } from './stripe-webhook.ts';

const SECRET = 'whsec_unit_test';
const stripe = new Stripe('sk_test_unit');
const webhook = new StripeWebhook(stripe, SECRET);

function delivery(type: string, metadata: Record<string, string> = { wish_id: 'wish-1' }) {
  return Buffer.from(
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      data: { object: { id: 'cs_test_1', object: 'checkout.session', metadata } },
    }),
  );
}
const sign = (
  payload: Buffer,
  { secret = SECRET, timestamp = Math.floor(Date.now() / 1000) } = {},
) => stripe.webhooks.generateTestHeaderString({ payload: payload.toString(), secret, timestamp });

describe('StripeWebhook', () => {
  it('fulfils the checkout a completed or later-succeeded session names', () => {
    for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded']) {
      const body = delivery(type);
      expect(webhook.actionFor(body, sign(body))).toEqual({
        kind: 'fulfil',
        reference: 'cs_test_1',
      });
    }
  });

  it('fails the checkout whose later payment failed', () => {
    const body = delivery('checkout.session.async_payment_failed');
    expect(webhook.actionFor(body, sign(body))).toEqual({ kind: 'fail', reference: 'cs_test_1' });
  });

  it('ignores other events, and sessions of other integrations on the same account', () => {
    const other = delivery('customer.created');
    expect(webhook.actionFor(other, sign(other))).toEqual({ kind: 'ignore' });
    const notOurs = delivery('checkout.session.completed', {});
    expect(webhook.actionFor(notOurs, sign(notOurs))).toEqual({ kind: 'ignore' });
  });

  it('refuses a delivery not signed with the secret, unsigned or altered', () => {
    const body = delivery('checkout.session.completed');
    const refused = { code: 'invalid_webhook_signature' };
    expect(() => webhook.actionFor(body, sign(body, { secret: 'whsec_other' }))).toThrow(
      expect.objectContaining(refused),
    );
    expect(() => webhook.actionFor(body, undefined)).toThrow(expect.objectContaining(refused));
    const altered = Buffer.from(body.toString().replace('cs_test_1', 'cs_test_2'));
    expect(() => webhook.actionFor(altered, sign(body))).toThrow(expect.objectContaining(refused));
  });

  it('refuses a replayed delivery older than the tolerance', () => {
    const body = delivery('checkout.session.completed');
    const old = Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 10;
    expect(() => webhook.actionFor(body, sign(body, { timestamp: old }))).toThrow(
      expect.objectContaining({ code: 'invalid_webhook_signature' }),
    );
  });
});
