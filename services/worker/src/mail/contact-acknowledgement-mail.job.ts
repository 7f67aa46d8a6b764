import type { JobPayloads } from '@wishwall/contracts/queues';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { findContactMessage } from './find-contact-message.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { contactAcknowledgementMail } from './templates/contact-acknowledgement-mail.template.ts';

/** Tells the sender, in the language of the page they wrote from, that their message arrived. */
export function contactAcknowledgementMailJob({
  db,
  mailer,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.contact-acknowledgement'> {
  return {
    name: 'mail.contact-acknowledgement',
    async handle(event) {
      const message = await findContactMessage(db, event.payload.contactMessageId);
      await mailer.send({
        to: message.email,
        ...contactAcknowledgementMail(message.language, {
          name: message.name,
          subject: message.subject,
          message: message.message,
        }),
      });
    },
  };
}
