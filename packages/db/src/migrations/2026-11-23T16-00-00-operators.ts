import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Operators are users with the admin role, set by a command only (docs/product.md#operators).
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (c) =>
      c
        .notNull()
        .defaultTo('user')
        .check(sql`role in ('user', 'admin')`),
    )
    .execute();
  // Append-only: one row per operator action, written in the action's own transaction.
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // Null when the action came from a command run on the server, not a signed-in operator.
    .addColumn('operator_id', 'bigint', (c) => c.references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('admin_audit_by_record')
    .on('admin_audit')
    .columns(['record_type', 'record_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_audit').execute();
  await db.schema.alterTable('users').dropColumn('role').execute();
}
