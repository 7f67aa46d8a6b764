import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { QueueName } from '@wishwall/contracts/queues';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { jobIdFor } from '@wishwall/events/event-job-enqueuer';
import { redisKeys } from '@wishwall/events/redis-keys';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { toEnvelope } from '../outbox-relay.ts';
import { useWorkerApp } from '../test-support/use-worker-app.ts';

// The last mail of a closed account (docs/decisions/0050-closing-an-account.md): sent to the
// address the event carries, since the account holds it no more, and only once Postgres says
// the account is closed.
const ctx = useTestContext();
const running = useWorkerApp(ctx);
let queue: Queue | undefined;
afterAll(() => queue?.close());

async function closedUser() {
  const user = await createUser(ctx.db, 'A former member');
  await ctx.db
    .updateTable('users')
    .set({
      email: `closed-${user.id}@closed.invalid`,
      email_verified_at: null,
      avatar_url: null,
      country_code: null,
      closed_at: new Date(),
    })
    .where('id', '=', user.id)
    .execute();
  return user;
}

const closedEvent = (userId: string, email: string) => ({
  type: 'user.closed' as const,
  payload: {
    userId,
    email,
    language: 'es' as const,
    forfeited: '0.60',
    giftsReturned: 1,
  },
});

describe('mail.account-closed', () => {
  it('tells the address the account had, in its language, what closing did', async () => {
    const user = await closedUser();
    const address = `left-${user.id}@example.test`;
    await new OutboxRepository(ctx.db).add(closedEvent(user.id, address));
    const mail = await running.catcher.waitFor((m) => m.to.includes(address), 10_000);
    expect(mail.subject).toBe('Se ha cerrado tu cuenta de Wishwall');
    expect(mail.text).toContain('0.60 USD');
    expect(mail.text).toContain('Un deseo regalado que no habías usado');
    expect(mail.text).toContain('«Un antiguo miembro»');
  });

  it('mails nothing for an account that is not closed', async () => {
    const open = await createUser(ctx.db, 'Still here');
    const address = `not-closed-${open.id}@example.test`;
    const row = await new OutboxRepository(ctx.db).add(closedEvent(open.id, address));
    queue = new Queue(QueueName.Mail, {
      connection: ctx.redis,
      prefix: redisKeys(ctx.redisPrefix).bullPrefix,
    });
    const jobId = jobIdFor(toEnvelope(row), 'mail.account-closed');
    await expect
      .poll(async () => (await queue?.getJob(jobId))?.finishedOn, { timeout: 10_000 })
      .toBeDefined();
    expect(running.catcher.messages().filter((m) => m.to.includes(address))).toEqual([]);
  });
});

describe('mail to a closed account', () => {
  it('is skipped: the account has no address any more', async () => {
    const user = await closedUser();
    const row = await new OutboxRepository(ctx.db).add({
      type: 'user.password_changed',
      payload: { userId: user.id },
    });
    queue ??= new Queue(QueueName.Mail, {
      connection: ctx.redis,
      prefix: redisKeys(ctx.redisPrefix).bullPrefix,
    });
    const jobId = jobIdFor(toEnvelope(row), 'mail.password-changed');
    await expect
      .poll(async () => (await queue?.getJob(jobId))?.finishedOn, { timeout: 10_000 })
      .toBeDefined();
    expect((await queue.getJob(jobId))?.failedReason).toBeUndefined();
    expect(running.catcher.messages().filter((m) => m.to.includes('closed.invalid'))).toEqual([]);
  });
});
