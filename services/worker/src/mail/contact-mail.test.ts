import { describe, expect, it } from 'vitest';
import { ContactMessageRepository } from '@wishwall/db/repositories/contact-message.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { useWorkerApp } from '../test-support/use-worker-app.ts';

const ctx = useTestContext();
const running = useWorkerApp(ctx);

describe('contact mails', () => {
  it('mails the message to CONTACT_TO and acknowledges it to the sender in their language', async () => {
    await ctx.db.transaction().execute(async (trx) => {
      const message = await new ContactMessageRepository(trx).insert({
        name: 'Lucía <b>',
        email: 'lucia@example.test',
        subject: 'Mi retiro',
        message: 'Pedí un retiro hace una semana.\n¿Cuándo llega?',
        language: 'es',
        user_id: null,
      });
      await new OutboxRepository(trx).add({
        type: 'contact.message_received',
        payload: { contactMessageId: message.id },
      });
    });

    const [toOperators, toSender] = await Promise.all([
      running.catcher.waitFor((mail) => mail.to.includes(ctx.config.contactTo), 10_000),
      running.catcher.waitFor((mail) => mail.to.includes('lucia@example.test'), 10_000),
    ]);
    expect(toOperators.subject).toBe('Contact: Mi retiro');
    expect(toOperators.text).toContain('From: Lucía <b> <lucia@example.test>, writing in es.');
    expect(toOperators.text).toContain('¿Cuándo llega?');
    expect(toOperators.html).toContain('Lucía &lt;b&gt;');
    expect(toSender.subject).toBe('Hemos recibido tu mensaje');
    expect(toSender.text).toContain('Hola, Lucía <b>:');
    expect(toSender.text).toContain('Pedí un retiro hace una semana.');
  });
});
