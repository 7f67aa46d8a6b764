import type { JobPayloads } from '@wishwall/contracts/queues';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { findContactMessage } from './find-contact-message.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { contactAcknowledgementMail } from './templates/contact-acknowledgement-mail.template.ts';

/**
 * Tells a signed-in sender whose address is verified, in the language of the page they wrote
 * from, that their message arrived: at the account's address, never the one typed in the
 * form, and without anything they typed (decision 0039). Anyone else gets no mail; the page
 * told them the message was sent.
 */
export function contactAcknowledgementMailJob({
  db,
  mailer,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.contact-acknowledgement'> {
  return {
    name: 'mail.contact-acknowledgement',
    async handle(event, job) {
      const message = await findContactMessage(db, event.payload.contactMessageId);
      const sender = message.user_id && (await new UserRepository(db).findById(message.user_id));
      if (!sender || !sender.email_verified_at) {
        await job.log('the sender had no verified address: no acknowledgement mailed');
        return;
      }
      await mailer.send({
        to: sender.email,
        ...contactAcknowledgementMail(message.language, {
          name: sender.name,
          sentAt: message.created_at,
        }),
      });
    },
  };
}
