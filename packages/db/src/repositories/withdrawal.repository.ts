import { sql } from 'kysely';
import type { DbExecutor } from '../database.ts';
import { WITHDRAWAL_IN_PROCESS, type WithdrawalStatus } from '@wishwall/contracts/wallet.dto';
import type { WithdrawalRow } from '../tables/withdrawal.table.ts';

export class WithdrawalRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** Fails on `withdrawals_one_in_process` while the user has a request in process. */
  create(
    userId: string,
    amount: bigint,
    holdTransactionId: string,
    destinationEmail: string,
  ): Promise<WithdrawalRow> {
    return this.db
      .insertInto('withdrawals')
      .values({
        user_id: userId,
        amount: amount.toString(),
        hold_transaction_id: holdTransactionId,
        destination_email: destinationEmail,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findInProcess(userId: string): Promise<WithdrawalRow | undefined> {
    return this.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', 'in', WITHDRAWAL_IN_PROCESS)
      .executeTakeFirst();
  }

  findById(id: string): Promise<WithdrawalRow | undefined> {
    return this.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
  }

  lockById(id: string): Promise<WithdrawalRow | undefined> {
    return this.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  setStatus(
    id: string,
    status: WithdrawalStatus,
    settleTransactionId?: string,
  ): Promise<WithdrawalRow> {
    return this.db
      .updateTable('withdrawals')
      .set({
        status,
        updated_at: new Date(),
        ...(status === 'paid' ? { paid_at: new Date() } : {}),
        ...(settleTransactionId ? { settle_transaction_id: settleTransactionId } : {}),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Marks an approved request to be sent to PayPal under a new random payout key. */
  requestPayout(id: string, payoutKey: string): Promise<WithdrawalRow> {
    return this.db
      .updateTable('withdrawals')
      .set({ payout_key: payoutKey, payout_requested_at: new Date(), updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** What PayPal said of the payout, with the status it leads to and its ledger entry. */
  recordPayout(
    id: string,
    fields: {
      status: WithdrawalStatus;
      batchId: string;
      itemId: string | null;
      providerStatus: string;
      providerReason: string | null;
      settleTransactionId?: string;
      reversalTransactionId?: string;
      /** When it became paid (PayPal's SUCCESS settled it now). */
      paidAt?: Date;
      /** When the poll next reads the paid payout; null: never again. */
      nextCheckAt?: Date | null;
    },
  ): Promise<WithdrawalRow> {
    return this.db
      .updateTable('withdrawals')
      .set({
        status: fields.status,
        payout_batch_id: fields.batchId,
        ...(fields.itemId ? { payout_item_id: fields.itemId } : {}),
        provider_status: fields.providerStatus,
        provider_reason: fields.providerReason?.slice(0, 500) ?? null,
        payout_error: null,
        updated_at: new Date(),
        ...(fields.settleTransactionId
          ? { settle_transaction_id: fields.settleTransactionId }
          : {}),
        ...(fields.reversalTransactionId
          ? { reversal_transaction_id: fields.reversalTransactionId }
          : {}),
        ...(fields.paidAt ? { paid_at: fields.paidAt } : {}),
        ...(fields.nextCheckAt !== undefined ? { payout_next_check_at: fields.nextCheckAt } : {}),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Why sending failed on our side, for the console; the request stays approved. */
  async recordPayoutError(id: string, error: string): Promise<void> {
    await this.db
      .updateTable('withdrawals')
      .set({ payout_error: error.slice(0, 500), updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /**
   * What the payout poll looks at: requests PayPal still holds, and approved ones an operator
   * said "pay" to more than `resendAfter` ago that no answer moved on (their job gave up).
   */
  listPayoutsToPoll(resendBefore: Date, limit: number): Promise<WithdrawalRow[]> {
    return this.db
      .selectFrom('withdrawals')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('status', '=', 'processing'),
          eb.and([eb('status', '=', 'approved'), eb('payout_requested_at', '<', resendBefore)]),
        ]),
      )
      .orderBy('updated_at')
      .limit(limit)
      .execute();
  }

  /**
   * Takes up to `limit` paid payouts due to be read again (decision 0042, amended), the oldest
   * check first, paid less than `windowMs` ago and not reversed, and moves each one's next check
   * `everyMs` on (none once that falls past its window) in the same statement. Rows another run
   * holds are skipped, so two polls at once take different payouts. Payouts whose window is over
   * leave the index.
   */
  async takePaidPayoutsToRecheck(
    now: Date,
    { everyMs, windowMs, limit }: { everyMs: number; windowMs: number; limit: number },
  ): Promise<WithdrawalRow[]> {
    const every = sql`make_interval(secs => ${everyMs / 1000})`;
    const windowLength = sql`make_interval(secs => ${windowMs / 1000})`;
    const at = sql`${now}::timestamptz`;
    await this.db
      .updateTable('withdrawals')
      .set({ payout_next_check_at: null })
      .where('payout_next_check_at', '<=', now)
      .where(sql<boolean>`paid_at <= ${at} - ${windowLength}`)
      .execute();
    return this.db
      .updateTable('withdrawals')
      .set({
        payout_next_check_at: sql<Date | null>`case when paid_at + ${windowLength} > ${at} + ${every}
          then ${at} + ${every} end`,
      })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('withdrawals')
          .select('id')
          .where('payout_next_check_at', '<=', now)
          .where('status', '=', 'paid')
          .where('reversal_transaction_id', 'is', null)
          .where(sql<boolean>`paid_at > ${at} - ${windowLength}`)
          .orderBy('payout_next_check_at')
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute();
  }

  /** How many requests are in each status of `statuses` (0 for none). */
  async countByStatus<S extends WithdrawalStatus>(
    statuses: readonly S[],
  ): Promise<Record<S, number>> {
    const rows = await this.db
      .selectFrom('withdrawals')
      .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
      .where('status', 'in', statuses)
      .groupBy('status')
      .execute();
    const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<S, number>;
    for (const row of rows) counts[row.status as S] = Number(row.count);
    return counts;
  }

  /** Payouts an operator said "pay" to that could not be sent (our side): the alert's count. */
  async countPayoutsNotSent(): Promise<number> {
    const row = await this.db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('status', '=', 'approved')
      .where('payout_error', 'is not', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  findByPayoutItem(itemId: string): Promise<WithdrawalRow | undefined> {
    return this.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('payout_item_id', '=', itemId)
      .executeTakeFirst();
  }

  /** Requests in `status` with their user's address, oldest first: the operators' queue. */
  listByStatus(status: WithdrawalStatus, limit: number, offset: number) {
    return this.withUserEmail()
      .where('withdrawals.status', '=', status)
      .orderBy('withdrawals.id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  findWithUserEmail(id: string) {
    return this.withUserEmail().where('withdrawals.id', '=', id).executeTakeFirst();
  }

  private withUserEmail() {
    return this.db
      .selectFrom('withdrawals')
      .innerJoin('users', 'users.id', 'withdrawals.user_id')
      .selectAll('withdrawals')
      .select('users.email as user_email');
  }

  /** The user's requests, newest first; one row past the page tells whether more follow. */
  listByUser(userId: string, limit: number, offset: number): Promise<WithdrawalRow[]> {
    return this.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }
}
