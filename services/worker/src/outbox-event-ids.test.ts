import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createLogger } from '@wishwall/observability/logger';
import { JOB_QUEUE, JOBS_FOR_EVENT, QueueName } from '@wishwall/contracts/queues';
import { createDb } from '@wishwall/db/create-db';
import type { Db } from '@wishwall/db/database';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { createEventJobEnqueuer, jobIdFor } from '@wishwall/events/event-job-enqueuer';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { closeJobQueues, createJobQueues } from '@wishwall/events/job-queues';
import { redisKeys } from '@wishwall/events/redis-keys';
import { startMailCatcher, type MailCatcher } from '@wishwall/local-infra/mail-catcher';
import { eventually } from '@wishwall/testing/eventually';
import { createUser } from '@wishwall/testing/fixtures';
import { testDatabaseName } from '@wishwall/testing/run-databases';
import { cloneDatabase, dropDatabase } from '@wishwall/testing/template-database';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { relayBatch, toEnvelope } from './outbox-relay.ts';
import { createWorkerApp } from './worker-app.ts';

// One Redis (this file's prefix) outlives the databases the worker runs on: a second
// database, and one restored from a backup. Their outbox row ids start again at 1.
const ctx = useTestContext();
const adminUrl = () => inject('postgresAdminUrl');
const databases: string[] = [];
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher();
});

afterAll(async () => {
  await catcher.stop();
  for (const name of databases) await dropDatabase(adminUrl(), name);
});

/** A database of its own for this file, migrated as the template is. */
async function newDatabase(): Promise<{ name: string; url: string }> {
  const name = testDatabaseName(inject('runnerTag'));
  databases.push(name);
  return { name, url: await cloneDatabase(adminUrl(), inject('templateDatabase'), name) };
}

/** Runs the whole worker on `databaseUrl` and this file's Redis prefix while `work` runs. */
async function withWorker(databaseUrl: string, work: (db: Db) => Promise<void>): Promise<void> {
  const db = createDb({ url: databaseUrl, poolSize: 5 });
  const config = { ...ctx.config, databaseUrl };
  const worker = createWorkerApp({
    config,
    databaseUrl,
    smtpUrl: catcher.smtpUrl,
    db,
    redis: ctx.redis,
    logger: createLogger(config, 'worker'),
  });
  try {
    await worker.start();
    await work(db);
  } finally {
    await worker.stop();
    await db.destroy();
  }
}

/** A sign-up as the API commits it: the account and its `user.registered` event together. */
function signUp(db: Db): Promise<UserRow> {
  return db.transaction().execute(async (trx) => {
    const user = await createUser(trx);
    await new OutboxRepository(trx).add({ type: 'user.registered', payload: { userId: user.id } });
    return user;
  });
}

const newestEvent = (db: Db) =>
  db.selectFrom('outbox').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

const mailsTo = (user: UserRow) =>
  catcher.messages().filter((mail) => mail.to.includes(user.email)).length;

async function welcomed(user: UserRow): Promise<void> {
  await catcher.waitFor((mail) => mail.to.includes(user.email), 10_000);
}

describe('events of a database that Redis did not serve before', () => {
  // Each runs the whole worker two or three times, and copies databases.
  it(
    'a second database on the same Redis gets its mails, and no job the first left',
    { timeout: 60_000 },
    async () => {
      await withWorker(ctx.databaseUrl, async (db) => welcomed(await signUp(db)));

      // The first database's next sign-up is relayed while no worker runs: its job waits.
      const keys = redisKeys(ctx.redisPrefix);
      const queues = createJobQueues(Object.values(QueueName), ctx.redis, keys.bullPrefix);
      const left = await signUp(ctx.db);
      const leftEvent = await newestEvent(ctx.db);
      await ctx.db.transaction().execute((trx) =>
        relayBatch(trx, {
          stream: new EventStreamWriter(ctx.redis, keys),
          enqueueJobs: createEventJobEnqueuer(queues, JOBS_FOR_EVENT, (n) => JOB_QUEUE[n as never]),
        }),
      );

      // The second database's first sign-ups commit before its worker starts.
      const second = await newDatabase();
      const secondDb = createDb({ url: second.url, poolSize: 1 });
      const signedUp = [await signUp(secondDb), await signUp(secondDb)];
      await secondDb.destroy();
      await withWorker(second.url, async () => {
        for (const user of signedUp) await welcomed(user);
        const leftJob = await queues
          .get(QueueName.Mail)
          ?.getJob(jobIdFor(toEnvelope(leftEvent), 'mail.welcome'));
        expect(await eventually(async () => (await leftJob?.isFailed()) === true, 10_000)).toBe(
          true,
        );
        expect(leftJob?.failedReason).toMatch(/not in this database/);
      });
      await closeJobQueues(queues);

      expect(signedUp.map((user) => user.id)).toEqual(['1', '2']);
      // The first database's job named user 2 there: it never ran against this one's user 2.
      expect(left.id).toBe('2');
      expect(signedUp.map(mailsTo)).toEqual([1, 1]);
      expect(mailsTo(left)).toBe(0);
    },
  );

  it(
    'events written after a restore from a backup run their jobs',
    { timeout: 60_000 },
    async () => {
      const database = await newDatabase();
      await withWorker(database.url, async (db) => welcomed(await signUp(db)));

      // The backup, taken with the worker stopped (a template copy needs no one connected).
      const backup = `${database.name}_backup`;
      databases.push(backup);
      await cloneDatabase(adminUrl(), database.name, backup);

      // More events, relayed and run: their ids now have markers and job ids in Redis.
      const lost: UserRow[] = [];
      await withWorker(database.url, async (db) => {
        for (let i = 0; i < 2; i++) lost.push(await signUp(db));
        for (const user of lost) await welcomed(user);
      });

      // The restore: the outbox goes back to the backup's last row id.
      await dropDatabase(adminUrl(), database.name);
      await cloneDatabase(adminUrl(), backup, database.name);

      const afterRestore: UserRow[] = [];
      await withWorker(database.url, async (db) => {
        for (let i = 0; i < 2; i++) afterRestore.push(await signUp(db));
        for (const user of afterRestore) await welcomed(user);
      });
      // Same row ids as the events the restore took back, new events all the same.
      expect(afterRestore.map((user) => user.id)).toEqual(lost.map((user) => user.id));
      expect(afterRestore.map(mailsTo)).toEqual([1, 1]);
    },
  );

  it('after the upgrade, markers and jobs named by outbox row ids neither swallow nor repeat a job', async () => {
    const keys = redisKeys(ctx.redisPrefix);
    const queues = createJobQueues(Object.values(QueueName), ctx.redis, keys.bullPrefix);
    // Relayed before the upgrade, its job waiting in Redis under the event's row id.
    const relayed = await signUp(ctx.db);
    const relayedEvent = await newestEvent(ctx.db);
    await ctx.db
      .updateTable('outbox')
      .set({ relayed_at: new Date() })
      .where('id', '=', relayedEvent.id)
      .execute();
    await ctx.db
      .insertInto('outbox_jobs')
      .values({
        event_id: relayedEvent.event_id,
        job_name: 'mail.welcome',
        enqueued_at: new Date(),
      })
      .execute();
    const oldJobId = `event-${relayedEvent.id}-mail.welcome`;
    await queues
      .get(QueueName.Mail)
      ?.add(
        'mail.welcome',
        { ...toEnvelope(relayedEvent), id: relayedEvent.id },
        { jobId: oldJobId },
      );
    // Still pending, but an earlier relay had set the marker of its row id.
    const pending = await signUp(ctx.db);
    await ctx.redis.set(keys.relayedMarker((await newestEvent(ctx.db)).id), '1');

    await withWorker(ctx.databaseUrl, async () => {
      await welcomed(relayed);
      await welcomed(pending);
      const oldJob = await queues.get(QueueName.Mail)?.getJob(oldJobId);
      expect(await eventually(async () => (await oldJob?.isFailed()) === true, 10_000)).toBe(true);
      expect(oldJob?.failedReason).toMatch(/from before events had UUIDs/);
    });
    await closeJobQueues(queues);
    expect([mailsTo(relayed), mailsTo(pending)]).toEqual([1, 1]);
  });
});
