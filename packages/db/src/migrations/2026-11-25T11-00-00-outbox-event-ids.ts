import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // An event's identity outside Postgres (its relayed marker in Redis, its BullMQ job ids)
  // was its outbox row id, which a new database starts again at 1 and a restored backup takes
  // back: a Redis that served the other database took the new events for relayed, and their
  // jobs never ran (decision 0038). Events get an id unique on its own, a UUIDv7 the
  // application makes when it writes the event (Postgres 15 has no uuidv7()). Events already
  // written only need ids no other event has: a random UUID per row, drawn here (a volatile
  // default is evaluated for each row), then the default is dropped so that every new event
  // takes the application's.
  await sql`alter table outbox add column event_id uuid not null default gen_random_uuid()`.execute(
    db,
  );
  await sql`alter table outbox alter column event_id drop default`.execute(db);
  await db.schema
    .alterTable('outbox')
    .addUniqueConstraint('outbox_event_id_key', ['event_id'])
    .execute();
  // The jobs' records follow their events to the new id.
  await referToEventsBy(db, { from: 'id', to: 'event_id', type: 'uuid' });
}

export async function down(db: Kysely<any>): Promise<void> {
  await referToEventsBy(db, { from: 'event_id', to: 'id', type: 'bigint' });
  await db.schema.alterTable('outbox').dropColumn('event_id').execute();
}

/**
 * Makes `outbox_jobs.event_id` hold and reference `outbox.<to>` instead of `outbox.<from>`.
 * The key goes first, so the update maintains no index over every row (1M events with a job
 * each: about 25 s for the whole migration).
 */
async function referToEventsBy(
  db: Kysely<any>,
  { from, to, type }: { from: string; to: string; type: 'uuid' | 'bigint' },
): Promise<void> {
  await db.schema.alterTable('outbox_jobs').dropConstraint('outbox_jobs_pkey').execute();
  await db.schema.alterTable('outbox_jobs').addColumn('new_event_id', type).execute();
  await sql`
    update outbox_jobs set new_event_id = outbox.${sql.ref(to)}
    from outbox where outbox.${sql.ref(from)} = outbox_jobs.event_id`.execute(db);
  // Drops the reference to outbox.<from> with it.
  await db.schema.alterTable('outbox_jobs').dropColumn('event_id').execute();
  await db.schema.alterTable('outbox_jobs').renameColumn('new_event_id', 'event_id').execute();
  await db.schema
    .alterTable('outbox_jobs')
    .alterColumn('event_id', (c) => c.setNotNull())
    .execute();
  await db.schema
    .alterTable('outbox_jobs')
    .addPrimaryKeyConstraint('outbox_jobs_pkey', ['event_id', 'job_name'])
    .execute();
  await db.schema
    .alterTable('outbox_jobs')
    .addForeignKeyConstraint('outbox_jobs_event_id_fkey', ['event_id'], 'outbox', [to])
    .onDelete('cascade')
    .execute();
}
