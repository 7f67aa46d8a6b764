import { sql } from 'kysely';
import type { DbExecutor } from '../database.ts';
import type { AdminAuditRow, NewAdminAudit } from '../tables/admin-audit.table.ts';

export class AdminAuditRepository {
  private readonly db: DbExecutor;

  constructor(db: DbExecutor) {
    this.db = db;
  }

  /** Pass the action's transaction, so the row exists exactly when the action committed. */
  async record(entry: NewAdminAudit): Promise<void> {
    await this.db
      .insertInto('admin_audit')
      .values({
        ...entry,
        before: entry.before === undefined ? null : JSON.stringify(entry.before),
        after: entry.after === undefined ? null : JSON.stringify(entry.after),
      })
      .execute();
  }

  /** The newest row of `action` on one record: what an operator last did to it, and why. */
  findLatest(recordType: string, recordId: string, action: string) {
    return this.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('record_type', '=', recordType)
      .where('record_id', '=', recordId)
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Newest first; one row past the page tells whether more follow. Each row with the address
   * of the operator who acted and of the account the action was about (the user, the wallet's
   * or the withdrawal's owner, the credit's receiver, the prize's winner), null where none.
   */
  async list(
    limit: number,
    offset: number,
  ): Promise<(AdminAuditRow & { operator_email: string | null; subject_email: string | null })[]> {
    const { rows } = await sql<
      AdminAuditRow & { operator_email: string | null; subject_email: string | null }
    >`
      select a.*, operator.email as operator_email, subject.email as subject_email
      from admin_audit a
      left join users operator on operator.id = a.operator_id
      left join lateral (
        select case
          when a.record_id !~ '^[0-9]{1,18}$' then null
          when a.record_type in ('user', 'wallet') then a.record_id::bigint
          when a.record_type = 'withdrawal' then
            (select w.user_id from withdrawals w where w.id = a.record_id::bigint)
          when a.record_type = 'credit_request' then
            (select c.user_id from credit_requests c where c.id = a.record_id::bigint)
          when a.record_type = 'raffle_prize_payment' then
            (select p.winner_user_id from raffle_prize_payments p where p.id = a.record_id::bigint)
        end as user_id
      ) about on true
      left join users subject on subject.id = about.user_id
      order by a.id desc
      limit ${limit} offset ${offset}
    `.execute(this.db);
    return rows;
  }
}
