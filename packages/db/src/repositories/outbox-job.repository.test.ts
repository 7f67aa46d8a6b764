import { beforeAll, describe, expect, test } from 'vitest';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { OutboxJobRepository } from './outbox-job.repository.ts';
import { OutboxRepository } from './outbox.repository.ts';

const ctx = useTestContext();
let eventId: string;

beforeAll(async () => {
  const event = await new OutboxRepository(ctx.db).add({
    type: 'user.registered',
    payload: { userId: '1' },
  });
  eventId = event.event_id;
});

const completedAt = async (jobName: string) =>
  (
    await ctx.db
      .selectFrom('outbox_jobs')
      .select('completed_at')
      .where('event_id', '=', eventId)
      .where('job_name', '=', jobName)
      .executeTakeFirst()
  )?.completed_at;

describe('outbox job records', () => {
  test('a job that finishes before the relay commits its hand-over stays recorded finished', async () => {
    const key = { eventId, jobName: 'mail.welcome' };
    let completion: Promise<void> | undefined;
    await ctx.db.transaction().execute(async (relay) => {
      await new OutboxJobRepository(relay).recordEnqueued([key], new Date());
      // The job ran and finished while the relay's transaction is still open.
      completion = new OutboxJobRepository(ctx.db).markCompleted(key, new Date());
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await completion;
    expect(await completedAt('mail.welcome')).toBeInstanceOf(Date);
    expect(await new OutboxJobRepository(ctx.db).stateOf(key)).toBe('completed');
  });

  test('a completion committed before the hand-over record is kept by it', async () => {
    const key = { eventId, jobName: 'mail.email-verification' };
    await new OutboxJobRepository(ctx.db).markCompleted(key, new Date());
    await new OutboxJobRepository(ctx.db).recordEnqueued([key], new Date());
    expect(await completedAt('mail.email-verification')).toBeInstanceOf(Date);
    expect(await new OutboxJobRepository(ctx.db).countUnfinished()).toBe(0);
  });
});
