import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** What an operator did to which record, with the record before and after (decision 0022). */
export interface AdminAuditTable {
  id: Generated<string>;
  /** Null for an action taken by a command on the server (`pnpm admin:grant`). */
  operator_id: string | null;
  action: string;
  record_type: string;
  record_id: string;
  before: unknown;
  after: unknown;
  at: ColumnType<Date, Date | undefined, never>;
}

export type AdminAuditRow = Selectable<AdminAuditTable>;
export type NewAdminAudit = Insertable<AdminAuditTable>;
