/** One payout: a withdrawal's amount to a PayPal account, keyed by its payout key. */
export interface PayoutRequest {
  /** PayPal's sender_batch_id: random, unique per withdrawal (decision 0042). */
  payoutKey: string;
  /** The PayPal account's e-mail. */
  receiver: string;
  /** Decimal USD text with two decimals. */
  amount: string;
  /** The account's language, for the note PayPal shows the receiver. */
  note: string;
}

/** What the provider says of the payout's one item. */
export interface PayoutItem {
  batchId: string;
  /** Null while PayPal has not made the item yet (a batch still PENDING). */
  itemId: string | null;
  /** PayPal's transaction_status (SUCCESS, UNCLAIMED, FAILED, …) or the batch's while no item. */
  status: string;
  receiver: string;
  amount: string;
  currency: string;
  /** PayPal's error name and message for a failed, returned, blocked or held item. */
  reason: string | null;
}

/**
 * A failure on our side (our PayPal account short of funds, PayPal down or answering 5xx, our
 * keys refused): nothing was paid, the payout is tried again later with the same key.
 */
export class PayoutNotSent extends Error {
  override name = 'PayoutNotSent';
}

/** Where withdrawals are paid out: PayPal Payouts, or the local sandbox without keys. */
export interface PayoutProvider {
  readonly name: 'paypal' | 'sandbox';
  /**
   * How often the poll reads a paid payout again within its window, to see it reversed or
   * refunded (decision 0042, amended): daily at PayPal, every poll in the sandbox.
   */
  readonly paidRecheckEveryMs: number;
  /**
   * Sends the payout, or (for a key PayPal has seen) finds the batch it made of it: the answer
   * is the batch's item either way, for the caller to check against the withdrawal.
   */
  send(request: PayoutRequest): Promise<PayoutItem>;
  /** The item's status now. */
  item(
    known: { batchId: string; itemId: string | null },
    request: PayoutRequest,
  ): Promise<PayoutItem>;
}
