import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, withDatabase } from '@wishwall/testing/test-services';
import { dropDatabase } from '@wishwall/testing/template-database';
import { testDatabaseName } from '@wishwall/testing/run-databases';
import { createDb } from './create-db.ts';
import type { Db } from './database.ts';
import { createMigrator, migrateDown } from './migrator.ts';

// A database of its own, migrated up to just before the event ids, with events and jobs in it.
const name = testDatabaseName(inject('runnerTag'));
const BEFORE = '2026-11-24T14-00-00-wish-folded-content';
const EVENT_IDS = '2026-11-25T11-00-00-outbox-event-ids';
let db: Db;

beforeAll(async () => {
  const adminUrl = inject('postgresAdminUrl');
  await adminQuery(adminUrl, `create database ${pg.escapeIdentifier(name)}`);
  db = createDb({ url: withDatabase(adminUrl, name), poolSize: 2 });
  const { error } = await createMigrator(db).migrateTo(BEFORE);
  if (error) throw error;
});

afterAll(async () => {
  await db?.destroy();
  await dropDatabase(inject('postgresAdminUrl'), name);
});

interface JobRecord {
  id: string;
  job_name: string;
  completed: boolean;
}

/** Each job record with the row id of its event, found through whatever key it has now. */
async function jobRecords(key: 'id' | 'event_id'): Promise<JobRecord[]> {
  const { rows } = await sql<JobRecord>`
    select outbox.id, outbox_jobs.job_name, outbox_jobs.completed_at is not null as completed
    from outbox_jobs join outbox on outbox.${sql.ref(key)} = outbox_jobs.event_id
    order by outbox.id, outbox_jobs.job_name`.execute(db);
  return rows;
}

describe('the migration to event ids of their own', () => {
  it('gives every event a distinct UUID and moves its jobs to it, and back down', async () => {
    const { rows: events } = await sql<{ id: string }>`
      insert into outbox (type, payload)
      select 'user.registered', jsonb_build_object('userId', n::text)
      from generate_series(1, 50) n
      returning id`.execute(db);
    const [first, second] = events;
    await sql`
      insert into outbox_jobs (event_id, job_name, enqueued_at, completed_at) values
        (${first?.id}, 'mail.welcome', now(), now()),
        (${second?.id}, 'mail.welcome', now(), null),
        (${second?.id}, 'rewards.email-verified', now(), now())`.execute(db);
    const before = await jobRecords('id');

    const { error } = await createMigrator(db).migrateTo(EVENT_IDS);
    expect(error).toBeUndefined();

    const { rows } = await sql<{ ids: string; distinct_ids: string }>`
      select count(event_id) as ids, count(distinct event_id) as distinct_ids from outbox`.execute(
      db,
    );
    expect(rows[0]).toEqual({ ids: '50', distinct_ids: '50' });
    expect(await jobRecords('event_id')).toEqual(before);
    // A new event takes the application's UUIDv7: Postgres gives none by default.
    await expect(
      sql`insert into outbox (type, payload) values ('user.registered', '{}')`.execute(db),
    ).rejects.toThrow(/event_id/);

    await migrateDown(db);
    expect(await jobRecords('id')).toEqual(before);
  });
});
