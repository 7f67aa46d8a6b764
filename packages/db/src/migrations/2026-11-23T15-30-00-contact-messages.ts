import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // What visitors write through the contact page; the operators' inbox reads it from here,
  // the mail to CONTACT_TO is only a notification of it
  // (docs/decisions/0021-legal-pages-contact-consent.md).
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('user_id', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('contact_messages_language_check', sql`language in ('en', 'es')`)
    .addCheckConstraint(
      'contact_messages_lengths_check',
      sql`length(name) between 1 and 120 and length(email) between 3 and 254
        and length(subject) between 1 and 200 and length(message) between 1 and 5000`,
    )
    .execute();
  await db.schema
    .createIndex('contact_messages_created_at')
    .on('contact_messages')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
}
