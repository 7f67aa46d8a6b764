import { UnrecoverableError } from 'bullmq';
import type { JobPayloads } from '@wishwall/contracts/queues';
import { AdminAuditRepository } from '@wishwall/db/repositories/admin-audit.repository';
import { WithdrawalRepository } from '@wishwall/db/repositories/withdrawal.repository';
import { formatMoney } from '@wishwall/domain/money-text';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { JobSkipped } from '../job-skipped.ts';
import { findRecipient } from './find-recipient.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { withdrawalDecidedMail } from './templates/withdrawal-decided-mail.template.ts';

/**
 * Tells the user an operator approved or rejected (with the reason) their withdrawal, or that
 * PayPal holds it (processing), paid it, failed it or reversed it (with PayPal's reason).
 * What the mail says is read from Postgres, not from the job: the withdrawal must be the
 * user's and still in the status the job names (an approval paid since is not mailed as
 * approved), its amount is the row's and a rejection's reason the one in the audit trail.
 */
export function withdrawalDecidedMailJob({
  db,
  mailer,
  config,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.withdrawal-decided'> {
  return {
    name: 'mail.withdrawal-decided',
    async handle(event) {
      const { withdrawalId, userId, status, reversed = false } = event.payload;
      const withdrawal = await new WithdrawalRepository(db).findById(withdrawalId);
      if (!withdrawal) throw new UnrecoverableError(`withdrawal ${withdrawalId} does not exist`);
      if (withdrawal.user_id !== userId) {
        throw new JobSkipped(`withdrawal ${withdrawalId} is not user ${userId}'s`);
      }
      if (withdrawal.status !== status) {
        throw new JobSkipped(`withdrawal ${withdrawalId} is ${withdrawal.status}, not ${status}`);
      }
      if (reversed && !withdrawal.reversal_transaction_id) {
        throw new JobSkipped(`withdrawal ${withdrawalId} was not reversed`);
      }
      const user = await findRecipient(db, userId);
      await mailer.send({
        to: user.email,
        ...withdrawalDecidedMail(user.language, {
          name: user.name,
          amount: formatMoney(BigInt(withdrawal.amount), user.language),
          status,
          reversed,
          reason:
            status === 'rejected'
              ? await rejectionReason(db, withdrawalId)
              : status === 'failed' || reversed
                ? withdrawal.provider_reason
                : null,
          walletUrl: `${config.publicUrl}/${user.language}/config`,
        }),
      });
    },
  };
}

async function rejectionReason(db: MailJobDeps['db'], withdrawalId: string) {
  const decision = await new AdminAuditRepository(db).findLatest(
    'withdrawal',
    withdrawalId,
    'withdrawal.reject',
  );
  const reason = (decision?.after as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : null;
}
