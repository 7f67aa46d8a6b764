import type { JobPayloads } from '@wishwall/contracts/queues';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { findRecipient } from './find-recipient.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { secondFactorChangedMail } from './templates/second-factor-changed-mail.template.ts';

export function secondFactorChangedMailJob({
  db,
  mailer,
  config,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.second-factor-changed'> {
  return {
    name: 'mail.second-factor-changed',
    async handle(event) {
      const user = await findRecipient(db, event.payload.userId);
      await mailer.send({
        to: user.email,
        ...secondFactorChangedMail(user.language, {
          name: user.name,
          change: event.payload.change,
          changedAt: new Date(event.occurredAt),
          contactUrl: `${config.publicUrl}/${user.language}/contact`,
        }),
      });
    },
  };
}
