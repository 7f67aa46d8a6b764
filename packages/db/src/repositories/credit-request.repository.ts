import type { DbExecutor } from '../database.ts';
import type { CreditRequestState } from '@wishwall/contracts/admin.dto';
import type { CreditRequestRow } from '../tables/credit-request.table.ts';

export interface NewCreditRequest {
  userId: string;
  amount: bigint;
  reason: string;
  requestedBy: string;
}

export class CreditRequestRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  create(request: NewCreditRequest): Promise<CreditRequestRow> {
    return this.db
      .insertInto('credit_requests')
      .values({
        user_id: request.userId,
        amount: request.amount.toString(),
        reason: request.reason,
        requested_by: request.requestedBy,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The row locked for the caller's transaction: of two deciders, the second waits, then reads it decided. */
  lockById(id: string): Promise<CreditRequestRow | undefined> {
    return this.db
      .selectFrom('credit_requests')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  decide(
    id: string,
    state: Exclude<CreditRequestState, 'pending'>,
    decidedBy: string,
    transactionId?: string,
  ): Promise<CreditRequestRow> {
    return this.db
      .updateTable('credit_requests')
      .set({
        state,
        decided_by: decidedBy,
        decided_at: new Date(),
        ...(transactionId ? { transaction_id: transactionId } : {}),
      })
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Requests in `state` with the addresses of the wallet's owner and the requester, oldest first. */
  listByState(state: CreditRequestState, limit: number, offset: number) {
    return this.withEmails()
      .where('credit_requests.state', '=', state)
      .orderBy('credit_requests.id')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  findWithEmails(id: string) {
    return this.withEmails().where('credit_requests.id', '=', id).executeTakeFirst();
  }

  private withEmails() {
    return this.db
      .selectFrom('credit_requests')
      .innerJoin('users as owner', 'owner.id', 'credit_requests.user_id')
      .innerJoin('users as requester', 'requester.id', 'credit_requests.requested_by')
      .selectAll('credit_requests')
      .select(['owner.email as user_email', 'requester.email as requested_by_email']);
  }
}
