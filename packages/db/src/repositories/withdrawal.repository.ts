import type { DbExecutor } from '../database.ts';
import type { WithdrawalStatus } from '@wishwall/contracts/wallet.dto';
import type { WithdrawalRow } from '../tables/withdrawal.table.ts';

export class WithdrawalRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** Fails on `withdrawals_one_in_process` while the user has a request in process. */
  create(userId: string, amount: bigint, holdTransactionId: string): Promise<WithdrawalRow> {
    return this.db
      .insertInto('withdrawals')
      .values({
        user_id: userId,
        amount: amount.toString(),
        hold_transaction_id: holdTransactionId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findInProcess(userId: string): Promise<WithdrawalRow | undefined> {
    return this.db
      .selectFrom('withdrawals')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', 'in', ['pending', 'approved'])
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
