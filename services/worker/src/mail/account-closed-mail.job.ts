import type { JobPayloads } from '@wishwall/contracts/queues';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { JobSkipped } from '../job-skipped.ts';
import { findRecipient } from './find-recipient.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { accountClosedMail } from './templates/account-closed-mail.template.ts';

/**
 * Tells the address a closed account had (docs/decisions/0050-closing-an-account.md). The
 * address comes from the event, since the account no longer holds it; that the account is
 * closed comes from Postgres (decision 0039).
 */
export function accountClosedMailJob({
  db,
  mailer,
  config,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.account-closed'> {
  return {
    name: 'mail.account-closed',
    async handle(event) {
      const user = await findRecipient(db, event.payload.userId, { closedToo: true });
      if (!user.closed_at) throw new JobSkipped(`user ${user.id} is not closed`);
      const { email, language, forfeited, giftsReturned } = event.payload;
      await mailer.send({
        to: email,
        ...accountClosedMail(language, {
          closedAt: user.closed_at,
          forfeited,
          giftsReturned,
          contactUrl: `${config.publicUrl}/${language}/contact`,
        }),
      });
    },
  };
}
