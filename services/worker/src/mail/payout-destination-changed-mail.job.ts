import type { JobPayloads } from '@wishwall/contracts/queues';
import { PayoutDestinationRepository } from '@wishwall/db/repositories/payout-destination.repository';
import { maskEmail } from '@wishwall/domain/masked-email';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { JobSkipped } from '../job-skipped.ts';
import { findRecipient } from './find-recipient.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { payoutDestinationChangedMail } from './templates/payout-destination-changed-mail.template.ts';

/**
 * Tells the account's own address that its payout destination was set or changed, and until
 * when new withdrawals wait. The destination and the hold are read from Postgres; a change made
 * since is mailed by its own job, so this one is skipped.
 */
export function payoutDestinationChangedMailJob({
  db,
  mailer,
  config,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.payout-destination-changed'> {
  return {
    name: 'mail.payout-destination-changed',
    async handle(event) {
      const { userId, changedAt } = event.payload;
      const destination = await new PayoutDestinationRepository(db).find(userId);
      if (!destination || destination.changed_at.toISOString() !== changedAt) {
        throw new JobSkipped(`user ${userId}'s destination changed again since ${changedAt}`);
      }
      const user = await findRecipient(db, userId);
      await mailer.send({
        to: user.email,
        ...payoutDestinationChangedMail(user.language, {
          name: user.name,
          destination: maskEmail(destination.paypal_email),
          changedAt: destination.changed_at,
          heldUntil: destination.withdrawals_held_until,
          contactUrl: `${config.publicUrl}/${user.language}/contact`,
        }),
      });
    },
  };
}
