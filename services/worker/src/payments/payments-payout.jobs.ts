import type { JobPayloads } from '@wishwall/contracts/queues';
import { WithdrawalRepository } from '@wishwall/db/repositories/withdrawal.repository';
import type { Db } from '@wishwall/db/database';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import type { PayoutService } from '@wishwall/payments/payout.service';
import type { Logger } from 'pino';
import { JobSkipped } from '../job-skipped.ts';

/** An approved payout no answer moved on for this long is sent again by the poll. */
export const PAYOUT_RESEND_AFTER_MS = 15 * 60_000;
const POLL_BATCH = 100;

/**
 * The payout job and the poll (docs/decisions/0042-payouts-to-paypal.md). A failure on our
 * side (funds, PayPal down, keys) is recorded on the withdrawal for the console, logged as an
 * alert and thrown, so the queue retries with backoff; the withdrawal stays approved, and once
 * the job gives up the poll sends it again with the same payout key.
 */
export function paymentsPayoutJobs(
  payouts: PayoutService,
  db: Db,
  logger: Logger,
): [
  HandlerRegistration<JobPayloads, 'payments.payout'>,
  HandlerRegistration<JobPayloads, 'payments.payout-poll'>,
] {
  const notSent = async (withdrawalId: string, error: unknown) => {
    await payouts.recordError(withdrawalId, error).catch(() => undefined);
    logger.error(
      { alert: 'payout_not_sent', withdrawalId, err: error },
      'payout not sent: retried; the console shows why',
    );
  };
  return [
    {
      name: 'payments.payout',
      async handle(event) {
        const { withdrawalId } = event.payload;
        const result = await payouts.send(withdrawalId).catch(async (error: unknown) => {
          await notSent(withdrawalId, error);
          throw error;
        });
        if (result.outcome === 'skipped') throw new JobSkipped(result.reason);
        if (result.outcome === 'mismatch') {
          logger.error(
            { alert: 'payout_mismatch', withdrawalId, item: result.item },
            'payout mismatch',
          );
          return;
        }
        logger.info({ withdrawalId, status: result.status }, 'payout sent');
      },
    },
    {
      name: 'payments.payout-poll',
      async handle() {
        const due = await new WithdrawalRepository(db).listPayoutsToPoll(
          new Date(Date.now() - PAYOUT_RESEND_AFTER_MS),
          POLL_BATCH,
        );
        const errors: unknown[] = [];
        for (const withdrawal of due) {
          try {
            await payouts.refresh(withdrawal.id);
          } catch (error) {
            await notSent(withdrawal.id, error);
            errors.push(error);
          }
        }
        if (errors.length > 0) {
          throw new AggregateError(errors, `${errors.length} payouts could not be checked`);
        }
      },
    },
  ];
}
