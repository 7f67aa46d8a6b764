import type { PayoutItem, PayoutProvider, PayoutRequest } from './payout-provider.ts';

const FAILED = ['FAILED', 'RETURNED', 'BLOCKED', 'DENIED'];

const TAG = /\+([a-z]+)@/;
const STATES = new Set([
  'success',
  'pending',
  'unclaimed',
  'onhold',
  'failed',
  'returned',
  'blocked',
  'denied',
  'reversed',
  'refunded',
]);
/** Tags whose payout is paid first and taken back when read again. */
const TAKEN_BACK = new Set(['REVERSED', 'REFUNDED']);

/**
 * Payouts on a machine without PayPal keys (never in production, see config): nothing leaves
 * the machine and each payout succeeds. A tag in the receiver's address asks for another answer,
 * so every state can be seen locally: `me+unclaimed@example.com` stays unclaimed, `+failed`,
 * `+returned`, `+blocked` and `+denied` fail, `+pending` or `+onhold` wait one poll and then
 * succeed, and `+reversed` or `+refunded` succeed and are answered REVERSED or REFUNDED when
 * read again, as the poll does to paid payouts (docs/product.md#withdrawals).
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox' as const;
  /** Asking costs nothing here, and a developer wants to see `+reversed` come back: every poll. */
  readonly paidRecheckEveryMs = 60_000;

  send(request: PayoutRequest): Promise<PayoutItem> {
    const asked = this.asked(request.receiver);
    return Promise.resolve(this.answer(request, TAKEN_BACK.has(asked) ? 'SUCCESS' : asked));
  }

  item(_known: { batchId: string; itemId: string | null }, request: PayoutRequest) {
    const asked = this.asked(request.receiver);
    const now = asked === 'PENDING' || asked === 'ONHOLD' ? 'SUCCESS' : asked;
    return Promise.resolve(this.answer(request, now));
  }

  private asked(receiver: string): string {
    const tag = TAG.exec(receiver)?.[1];
    return tag && STATES.has(tag) ? tag.toUpperCase() : 'SUCCESS';
  }

  private answer(request: PayoutRequest, status: string): PayoutItem {
    const failed = FAILED.includes(status) || TAKEN_BACK.has(status);
    return {
      batchId: `SANDBOX-${request.payoutKey}`,
      itemId: `SANDBOX-ITEM-${request.payoutKey}`,
      status,
      receiver: request.receiver,
      amount: request.amount,
      currency: 'USD',
      reason: failed ? `SANDBOX_${status}: the local sandbox was asked to answer ${status}` : null,
    };
  }
}
