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
