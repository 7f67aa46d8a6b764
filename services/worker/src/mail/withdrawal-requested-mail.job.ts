import { UnrecoverableError } from 'bullmq';
import type { JobPayloads } from '@wishwall/contracts/queues';
import { WithdrawalRepository } from '@wishwall/db/repositories/withdrawal.repository';
import { maskEmail } from '@wishwall/domain/masked-email';
import { formatMoney } from '@wishwall/domain/money-text';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { JobSkipped } from '../job-skipped.ts';
import { findRecipient } from './find-recipient.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { withdrawalRequestedMail } from './templates/withdrawal-requested-mail.template.ts';

/**
 * Tells the user their withdrawal request was received: the amount held and the PayPal account
 * it goes to (masked), read from Postgres, not from the job, and only for the user's own request.
 * The first step of a withdrawal is mailed like the others (docs/product.md#withdrawals), so a
 * request made from a stolen session does not go unnoticed.
 */
export function withdrawalRequestedMailJob({
  db,
  mailer,
  config,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.withdrawal-requested'> {
  return {
    name: 'mail.withdrawal-requested',
    async handle(event) {
      const { withdrawalId, userId } = event.payload;
      const withdrawal = await new WithdrawalRepository(db).findById(withdrawalId);
      if (!withdrawal) throw new UnrecoverableError(`withdrawal ${withdrawalId} does not exist`);
      if (withdrawal.user_id !== userId) {
        throw new JobSkipped(`withdrawal ${withdrawalId} is not user ${userId}'s`);
      }
      if (!withdrawal.destination_email) {
        throw new JobSkipped(`withdrawal ${withdrawalId} has no PayPal account`);
      }
      const user = await findRecipient(db, userId);
      await mailer.send({
        to: user.email,
        ...withdrawalRequestedMail(user.language, {
          name: user.name,
          amount: formatMoney(BigInt(withdrawal.amount), user.language),
          destination: maskEmail(withdrawal.destination_email),
          walletUrl: `${config.publicUrl}/${user.language}/config`,
        }),
      });
    },
  };
}
