import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueName, type JobName } from '@wishwall/contracts/queues';
import { ContactMessageRepository } from '@wishwall/db/repositories/contact-message.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { OutboxRow } from '@wishwall/db/tables/outbox.table';
import { jobIdFor } from '@wishwall/events/event-job-enqueuer';
import { redisKeys } from '@wishwall/events/redis-keys';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { toEnvelope } from '../outbox-relay.ts';
import { useWorkerApp } from '../test-support/use-worker-app.ts';

const ctx = useTestContext();
const running = useWorkerApp(ctx);
let queue: Queue;
beforeAll(() => {
  queue = new Queue(QueueName.Mail, {
    connection: ctx.redis,
    prefix: redisKeys(ctx.redisPrefix).bullPrefix,
  });
});
afterAll(() => queue?.close());

// What an attacker would like mailed to someone else from our address.
const HOSTILE = {
  name: 'Your bank <b>',
  subject: 'Urgent: confirm your account',
  message: 'Log in at https://evil.example/login within 24 hours.',
};

/** A message as the contact route stores it, with its event, committed together. */
function received(fields: { email: string; userId: string | null; language?: 'en' | 'es' }) {
  return ctx.db.transaction().execute(async (trx) => {
    const message = await new ContactMessageRepository(trx).insert({
      ...HOSTILE,
      email: fields.email,
      language: fields.language ?? 'en',
      user_id: fields.userId,
    });
    return new OutboxRepository(trx).add({
      type: 'contact.message_received',
      payload: { contactMessageId: message.id },
    });
  });
}

async function settled(row: OutboxRow, name: JobName) {
  const jobId = jobIdFor(toEnvelope(row), name);
  await expect
    .poll(async () => (await queue.getJob(jobId))?.finishedOn, { timeout: 10_000 })
    .toBeDefined();
  expect(await (await queue.getJob(jobId))!.getState()).toBe('completed');
}

const mailTo = (address: string) =>
  running.catcher.waitFor((mail) => mail.to.includes(address), 10_000);
const mailsTo = (address: string) =>
  running.catcher.messages().filter((mail) => mail.to.includes(address));
/** The operators' mail of the message the sender typed `typed` in. */
const operatorsMailFrom = (typed: string) =>
  running.catcher.waitFor(
    (mail) => mail.to.includes(ctx.config.contactTo) && mail.text.includes(`<${typed}>`),
    10_000,
  );

async function verifiedUser() {
  const user = await createUser(ctx.db, 'Lucía Account');
  return new UserRepository(ctx.db).markEmailVerified(user.id, user.email, new Date());
}

describe('contact mails', () => {
  it('mail the operators everything, and an anonymous sender’s typed address nothing', async () => {
    const typed = `victim-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const row = await received({ email: typed, userId: null, language: 'es' });

    const toOperators = await operatorsMailFrom(typed);
    expect(toOperators.subject).toBe(`Contact: ${HOSTILE.subject}`);
    expect(toOperators.text).toContain(`From: Your bank <b> <${typed}>, writing in es.`);
    expect(toOperators.text).toContain(HOSTILE.message);
    expect(toOperators.html).toContain('Your bank &lt;b&gt;');
    await settled(row, 'mail.contact-acknowledgement');
    expect(mailsTo(typed)).toEqual([]);
  });

  it('acknowledge a signed-in sender at their verified address only, without their text', async () => {
    const sender = await verifiedUser();
    const typed = `someone-else-${crypto.randomUUID().slice(0, 8)}@example.test`;
    const row = await received({ email: typed, userId: sender.id, language: 'es' });

    expect((await operatorsMailFrom(typed)).text).toContain(HOSTILE.message);
    const ack = await mailTo(sender.email);
    expect(ack.subject).toBe('Hemos recibido tu mensaje');
    expect(ack.text).toContain('Hola, Lucía Account:');
    expect(ack.text).toContain('desde tu cuenta de Wishwall');
    for (const typedText of Object.values(HOSTILE)) {
      expect(`${ack.subject}${ack.text}${ack.html}`).not.toContain(typedText);
    }
    expect(`${ack.text}${ack.html}`).not.toContain('evil.example');
    await settled(row, 'mail.contact-acknowledgement');
    expect(mailsTo(typed)).toEqual([]);
    expect(mailsTo(sender.email)).toHaveLength(1);
  });

  it('acknowledge nothing to a signed-in sender whose address is not verified', async () => {
    const sender = await createUser(ctx.db, 'Unverified');
    const row = await received({ email: sender.email, userId: sender.id });
    await operatorsMailFrom(sender.email);
    await settled(row, 'mail.contact-acknowledgement');
    expect(mailsTo(sender.email)).toEqual([]);
  });
});
