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

  /** Newest first; one row past the page tells whether more follow. */
  list(limit: number, offset: number): Promise<AdminAuditRow[]> {
    return this.db
      .selectFrom('admin_audit')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }
}
