import { beforeAll, describe, expect, it } from 'vitest';
import type { StatementEntryDto } from '@wishwall/contracts/statement.dto';
import {
  approvedWithdrawal,
  fundWallet,
  testLedger,
  walletBalance,
} from '@wishwall/core/test-support/wallet-fixtures';
import { WithdrawalService } from '@wishwall/core/withdrawal.service';
import { microsOfDecimal } from '@wishwall/domain/money';
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

describe('the statement of payouts PayPal answered', () => {
  /** A verified member with 30 USD who asked, through the API, for 12.50 to `destination`. */
  async function requested(destination: string) {
    const { body } = await suite.api.registerVerified();
    const token = body.data.token as string;
    await fundWallet(suite.ctx.db, body.data.user.id, 30_000_000n);
    const asked = await suite.api.call(
      'POST',
      '/v1/transactions',
      { amount: '12.50', destination },
      token,
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    return { token, withdrawalId: asked.body.data.transaction.id as string };
  }

  /** An operator approves and says "pay", as the console does; the payout job sends it. */
  async function paidOut(withdrawalId: string, status: string) {
    await withdrawals.decide(withdrawalId, 'approve');
    await withdrawals.decide(withdrawalId, 'pay');
    suite.paypal.nextItemStatus = status;
    try {
      await payouts.send(withdrawalId);
    } finally {
      suite.paypal.nextItemStatus = 'SUCCESS';
    }
    return (await statusRow(withdrawalId)).payout_item_id!;
  }

  const statement = async (token: string) => {
    const answer = await suite.api.call('GET', '/v1/wallet/statement', undefined, token);
    expect(answer.status).toBe(200);
    return answer.body.data.statement.data as StatementEntryDto[];
  };

  /** The newest line's balance is GET /v1/wallet's, and each line adds to the one before. */
  async function expectAddsUp(token: string, lines: StatementEntryDto[]) {
    const wallet = await suite.api.call('GET', '/v1/wallet', undefined, token);
    expect(lines[0]?.balance_after).toBe(wallet.body.data.balance);
    let balance = 0n;
    for (const line of [...lines].reverse()) {
      const amount = microsOfDecimal(line.amount.replace('-', ''))!;
      balance += line.amount.startsWith('-') ? -amount : amount;
      expect(microsOfDecimal(line.balance_after), line.kind).toBe(balance);
    }
  }

  it('shows a payout PayPal reversed as money back, with the account masked and PayPal’s reference', async () => {
    const { token, withdrawalId } = await requested('reversed.payee@paypal.example');
    const itemId = await paidOut(withdrawalId, 'SUCCESS');
    expect((await statement(token)).map((line) => [line.kind, line.balance_after])).toEqual([
      ['withdrawal_paid', '17.50'],
      ['withdrawal_held', '17.50'],
      ['operator_credit', '30.00'],
    ]);

    suite.paypal.setItemStatus(itemId, 'REVERSED', {
      name: 'REVERSAL',
      message: 'The payout was reversed',
    });
    expect((await webhook(itemId, 'PAYMENT.PAYOUTS-ITEM.REFUNDED')).statusCode).toBe(200);
    // Told again, as PayPal retries its webhooks: one line back, not two.
    expect((await webhook(itemId, 'PAYMENT.PAYOUTS-ITEM.REFUNDED')).statusCode).toBe(200);

    const lines = await statement(token);
    expect(lines.map((line) => [line.kind, line.amount, line.balance_after])).toEqual([
      ['withdrawal_reversed', '12.50', '30.00'],
      ['withdrawal_paid', '0.00', '17.50'],
      ['withdrawal_held', '-12.50', '17.50'],
      ['operator_credit', '30.00', '30.00'],
    ]);
    expect(lines[0]?.withdrawal).toEqual({
      id: withdrawalId,
      amount: '12.50',
      status: 'paid',
      reversed: true,
      destination: 'r•••@paypal.example',
      reason: null,
      provider_reference: itemId,
    });
    expect(lines[1]?.withdrawal?.provider_reference).toBe(itemId);
    expect(lines[2]?.withdrawal?.provider_reference).toBeNull();
    await expectAddsUp(token, lines);
    const wallet = await suite.api.call('GET', '/v1/wallet', undefined, token);
    expect(wallet.body.data.balance).toBe('30.00');
  });

  it('shows a payout PayPal returned as the hold released with PayPal’s reason', async () => {
    const { token, withdrawalId } = await requested('returned.payee@paypal.example');
    await paidOut(withdrawalId, 'RETURNED');

    const lines = await statement(token);
    expect(lines.map((line) => [line.kind, line.amount, line.balance_after])).toEqual([
      ['withdrawal_released', '12.50', '30.00'],
      ['withdrawal_held', '-12.50', '17.50'],
      ['operator_credit', '30.00', '30.00'],
    ]);
    expect(lines[0]?.withdrawal).toEqual({
      id: withdrawalId,
      amount: '12.50',
      status: 'failed',
      reversed: false,
      destination: 'r•••@paypal.example',
      reason: "RECEIVER_UNREGISTERED: The receiver's payout RETURNED",
      provider_reference: null,
    });
    await expectAddsUp(token, lines);
  });
});
