import type { JobPayloads } from '@wishwall/contracts/queues';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { findRecipient } from './find-recipient.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { passwordChangedMail } from './templates/password-changed-mail.template.ts';

export function passwordChangedMailJob({
  db,
  mailer,
  config,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.password-changed'> {
  return {
    name: 'mail.password-changed',
    async handle(event) {
      const user = await findRecipient(db, event.payload.userId);
      await mailer.send({
        to: user.email,
        ...passwordChangedMail(user.language, {
          name: user.name,
          changedAt: new Date(event.occurredAt),
          contactUrl: `${config.publicUrl}/${user.language}/contact`,
        }),
      });
    },
  };
}
