import { beforeAll, describe, expect, it } from 'vitest';
import {
  approvedWithdrawal,
  testLedger,
  walletBalance,
} from '@wishwall/core/test-support/wallet-fixtures';
import { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { PayPalPayoutProvider } from '@wishwall/payments/paypal-payout.provider';
import { PayoutService } from '@wishwall/payments/payout.service';
import { PAYPAL_STAND_IN_SIGNATURE } from '@wishwall/payments/test-support/paypal-stand-in';
import { usePaymentsApi } from './test-support/use-payments-api.ts';

const suite = usePaymentsApi();
let withdrawals: WithdrawalService;
let payouts: PayoutService;
beforeAll(() => {
  const { ledger } = testLedger(suite.ctx.db);
  withdrawals = new WithdrawalService({ db: suite.ctx.db, ledger, changed: async () => {} });
  payouts = new PayoutService({
    db: suite.ctx.db,
    ledger,
    changed: async () => {},
    provider: new PayPalPayoutProvider(suite.config.payments.paypal!),
    alert: () => {},
  });
});

/** A withdrawal sent to PayPal, which answered `status`. */
async function sent(status: string) {
  const { user, withdrawalId } = await approvedWithdrawal(
    suite.ctx.db,
    withdrawals,
    'payee@paypal.example',
  );
  await withdrawals.decide(withdrawalId, 'pay');
  suite.paypal.nextItemStatus = status;
  await payouts.send(withdrawalId);
  suite.paypal.nextItemStatus = 'SUCCESS';
  const row = await statusRow(withdrawalId);
  return { userId: user.id, withdrawalId, itemId: row.payout_item_id! };
}

const statusRow = (id: string) =>
  suite.ctx.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const webhook = (itemId: string, eventType: string, signature = PAYPAL_STAND_IN_SIGNATURE) =>
  suite.app.inject({
    method: 'POST',
    url: '/v1/paypal/webhook',
    headers: {
      'paypal-transmission-id': 'tx-1',
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-transmission-sig': signature,
      'paypal-cert-url': 'https://api.paypal.com/cert',
      'paypal-auth-algo': 'SHA256withRSA',
    },
    payload: {
      id: `WH-${itemId}`,
      event_type: eventType,
      resource: { payout_item_id: itemId, transaction_status: 'SUCCESS' },
    },
  });

describe('PayPal’s payout-item webhook', () => {
  it('is refused unless PayPal confirms it, and changes nothing then', async () => {
    const { withdrawalId, itemId } = await sent('UNCLAIMED');
    suite.paypal.setItemStatus(itemId, 'SUCCESS');
    const forged = await webhook(itemId, 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED', 'forged');
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'invalid_webhook_signature']);
    expect((await statusRow(withdrawalId)).status).toBe('processing');
  });

  it('when verified, applies what PayPal says of the item now, not what the event claims', async () => {
    const { userId, withdrawalId, itemId } = await sent('UNCLAIMED');
    // The event says SUCCESS, PayPal still says UNCLAIMED: nothing is paid.
    const early = await webhook(itemId, 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED');
    expect(early.statusCode).toBe(200);
    expect((await statusRow(withdrawalId)).status).toBe('processing');
    suite.paypal.setItemStatus(itemId, 'SUCCESS');
    await webhook(itemId, 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED');
    expect((await statusRow(withdrawalId)).status).toBe('paid');
    // Told twice: settled once.
    await webhook(itemId, 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED');
    expect(await walletBalance(suite.ctx.db, userId)).toBe(17_500_000n);

    suite.paypal.setItemStatus(itemId, 'REVERSED', { name: 'REVERSAL', message: 'Reversed' });
    await webhook(itemId, 'PAYMENT.PAYOUTS-ITEM.REFUNDED');
    await webhook(itemId, 'PAYMENT.PAYOUTS-ITEM.REFUNDED');
    expect(await walletBalance(suite.ctx.db, userId)).toBe(30_000_000n);
    expect((await statusRow(withdrawalId)).reversal_transaction_id).not.toBeNull();
  });

  it('answers hostile events that pass the signature check with a 2xx or a clean 4xx, changing nothing', async () => {
    const { userId, withdrawalId, itemId } = await sent('UNCLAIMED');
    const before = {
      row: await statusRow(withdrawalId),
      balance: await walletBalance(suite.ctx.db, userId),
    };
    const send = (payload: unknown) =>
      suite.app.inject({
        method: 'POST',
        url: '/v1/paypal/webhook',
        headers: {
          'paypal-transmission-id': 'tx-1',
          'paypal-transmission-time': new Date().toISOString(),
          'paypal-transmission-sig': PAYPAL_STAND_IN_SIGNATURE,
          'paypal-cert-url': 'https://api.paypal.com/cert',
          'paypal-auth-algo': 'SHA256withRSA',
        },
        payload: payload as object,
      });
    const hostileValues: unknown[] = [
      null,
      true,
      -1,
      1e308,
      '',
      'x'.repeat(20_000),
      [],
      ['x'],
      { a: 1 },
      '\u202e😀',
    ];
    const events: unknown[] = [
      {},
      ...hostileValues.map((event_type) => ({ event_type, resource: { payout_item_id: itemId } })),
      ...hostileValues.map((resource) => ({
        event_type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED',
        resource,
      })),
      ...hostileValues.map((payout_item_id) => ({
        event_type: 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED',
        resource: { payout_item_id },
      })),
    ];
    const answers = await Promise.all(events.map(send));
    const defects = answers
      .map((answer, i) => ({ event: JSON.stringify(events[i]).slice(0, 80), answer }))
      .filter(({ answer }) => {
        if (answer.statusCode < 400) return false;
        if (answer.statusCode >= 500) return true;
        const body = answer.json() as { status?: unknown; code?: unknown };
        return body.status !== false || typeof body.code !== 'string';
      })
      .map(({ event, answer }) => `${event} → ${answer.statusCode} ${answer.body.slice(0, 120)}`);
    expect(defects).toEqual([]);
    // PayPal still says UNCLAIMED: whatever the events claimed, nothing moved.
    expect(await statusRow(withdrawalId)).toEqual(before.row);
    expect(await walletBalance(suite.ctx.db, userId)).toBe(before.balance);
  });

  it('ignores other events and unknown items', async () => {
    expect((await webhook('NOPE', 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED')).statusCode).toBe(200);
    expect((await webhook('NOPE', 'CHECKOUT.ORDER.APPROVED')).statusCode).toBe(200);
  });
});
