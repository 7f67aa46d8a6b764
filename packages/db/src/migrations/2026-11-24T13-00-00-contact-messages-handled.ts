import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // The operators' inbox marks a message handled (and may mark it back); who and when are
  // kept here, every change also in admin_audit (decision 0027).
  await db.schema
    .alterTable('contact_messages')
    .addColumn('handled_at', 'timestamptz')
    .addColumn('handled_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('contact_messages_open')
    .on('contact_messages')
    .column('id')
    .where(sql.ref('handled_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_messages_open').execute();
  await db.schema
    .alterTable('contact_messages')
    .dropColumn('handled_by')
    .dropColumn('handled_at')
    .execute();
}
