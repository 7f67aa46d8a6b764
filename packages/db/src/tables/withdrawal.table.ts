import type { ColumnType, Generated, Selectable } from 'kysely';
import type { WithdrawalStatus } from '@wishwall/contracts/wallet.dto';

export interface WithdrawalTable {
  id: Generated<string>;
  user_id: string;
  /** Micro-dollars, as text: bigint arrives as a string (exact beyond 2^53). */
  amount: string;
  status: ColumnType<WithdrawalStatus, never, WithdrawalStatus>;
  hold_transaction_id: string;
  settle_transaction_id: ColumnType<string | null, never, string>;
  /** The PayPal account it is paid to, copied from the destination at request time. */
  destination_email: string | null;
  /** PayPal's sender_batch_id: random, given when an operator says "pay" (decision 0042). */
  payout_key: ColumnType<string | null, never, string>;
  payout_requested_at: ColumnType<Date | null, never, Date>;
  payout_batch_id: ColumnType<string | null, never, string>;
  payout_item_id: ColumnType<string | null, never, string>;
  /** What PayPal last said of the item (SUCCESS, UNCLAIMED, FAILED, REVERSED, …). */
  provider_status: ColumnType<string | null, never, string | null>;
  provider_reason: ColumnType<string | null, never, string | null>;
  /** Why the last attempt to send failed on our side; cleared by the next answer. */
  payout_error: ColumnType<string | null, never, string | null>;
  /** The entry that put a reversed payout back in the wallet. */
  reversal_transaction_id: ColumnType<string | null, never, string>;
  /** When it became paid: PayPal's SUCCESS applied, or an operator's "mark paid". */
  paid_at: ColumnType<Date | null, never, Date>;
  /**
   * When the poll next asks PayPal about this paid payout (a reversal or refund comes with no
   * webhook event); null once nothing is left to ask (decision 0042, amended).
   */
  payout_next_check_at: ColumnType<Date | null, never, Date | null>;
  created_at: ColumnType<Date, never, never>;
  updated_at: ColumnType<Date, never, Date>;
}
export type WithdrawalRow = Selectable<WithdrawalTable>;
