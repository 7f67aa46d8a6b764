import type { PayoutItem, PayoutProvider, PayoutRequest } from './payout-provider.ts';

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
]);

/**
 * Payouts on a machine without PayPal keys (never in production, see config): nothing leaves
 * the machine and each payout succeeds. A tag in the receiver's address asks for another answer,
 * so every state can be seen locally: `me+unclaimed@example.com` stays unclaimed, `+failed`,
 * `+returned`, `+blocked` and `+denied` fail, and `+pending` or `+onhold` wait one poll and then
 * succeed (docs/product.md#withdrawals).
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox' as const;

  send(request: PayoutRequest): Promise<PayoutItem> {
    return Promise.resolve(this.answer(request, this.asked(request.receiver)));
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
    const failed = ['FAILED', 'RETURNED', 'BLOCKED', 'DENIED'].includes(status);
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
