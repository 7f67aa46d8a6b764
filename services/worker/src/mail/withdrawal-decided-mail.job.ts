import type { JobPayloads } from '@wishwall/contracts/queues';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { findRecipient } from './find-recipient.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { withdrawalDecidedMail } from './templates/withdrawal-decided-mail.template.ts';

/** Tells the user an operator approved, rejected (with the reason) or paid their withdrawal. */
export function withdrawalDecidedMailJob({
  db,
  mailer,
  config,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.withdrawal-decided'> {
  return {
    name: 'mail.withdrawal-decided',
    async handle(event) {
      const { userId, status, amount, reason } = event.payload;
      const user = await findRecipient(db, userId);
      await mailer.send({
        to: user.email,
        ...withdrawalDecidedMail(user.language, {
          name: user.name,
          amount,
          status,
          reason,
          walletUrl: `${config.publicUrl}/${user.language}/config`,
        }),
      });
    },
  };
}
