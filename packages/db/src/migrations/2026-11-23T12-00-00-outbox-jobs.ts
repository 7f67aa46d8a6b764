import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // One row per job an outbox event started, kept until the job's handler succeeded: Redis
  // may lose a queued job (a restart without persistence), Postgres is where the worker
  // finds what must run again (decision 0018).
  await db.schema
    .createTable('outbox_jobs')
    .addColumn('event_id', 'bigint', (c) => c.notNull().references('outbox.id').onDelete('cascade'))
    .addColumn('job_name', 'text', (c) => c.notNull())
    .addColumn('enqueued_at', 'timestamptz', (c) => c.notNull())
    .addColumn('completed_at', 'timestamptz')
    .addPrimaryKeyConstraint('outbox_jobs_pkey', ['event_id', 'job_name'])
    .execute();
  // The sweep scans only unfinished jobs, oldest hand-over first.
  await db.schema
    .createIndex('outbox_jobs_unfinished')
    .on('outbox_jobs')
    .column('enqueued_at')
    .where(sql.ref('completed_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_jobs').execute();
}
