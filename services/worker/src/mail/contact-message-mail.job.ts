import type { JobPayloads } from '@wishwall/contracts/queues';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { findContactMessage } from './find-contact-message.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { contactMessageMail } from './templates/contact-message-mail.template.ts';

/**
 * Mails a contact message to the operators' address (CONTACT_TO), in English, with the
 * sender as Reply-To so that answering the mail answers them.
 */
export function contactMessageMailJob({
  db,
  mailer,
  config,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.contact-message'> {
  return {
    name: 'mail.contact-message',
    async handle(event) {
      const message = await findContactMessage(db, event.payload.contactMessageId);
      await mailer.send({
        to: config.contactTo,
        replyTo: message.email,
        ...contactMessageMail('en', {
          name: message.name,
          email: message.email,
          subject: message.subject,
          message: message.message,
          written: message.language,
        }),
      });
    },
  };
}
