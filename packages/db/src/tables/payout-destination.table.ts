import type { ColumnType, Selectable } from 'kysely';

/** Where an account's withdrawals are paid: a PayPal account, by its e-mail (decision 0042). */
export interface PayoutDestinationTable {
  user_id: string;
  paypal_email: string;
  changed_at: ColumnType<Date, Date | undefined, Date>;
  /** Set by a change: no new withdrawal before it. */
  withdrawals_held_until: Date | null;
}
export type PayoutDestinationRow = Selectable<PayoutDestinationTable>;
