import type { JobPayloads } from '@wishwall/contracts/queues';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { findRecipient } from './find-recipient.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { welcomeMail } from './templates/welcome-mail.template.ts';

export function welcomeMailJob({
  db,
  mailer,
  config,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.welcome'> {
  return {
    name: 'mail.welcome',
    async handle(event) {
      const user = await findRecipient(db, event.payload.userId);
      const wallUrl = `${config.publicUrl}/${user.language}`;
      await mailer.send({
        to: user.email,
        ...welcomeMail(user.language, { name: user.name, wallUrl }),
      });
    },
  };
}
