import type { JobPayloads } from '@wishwall/contracts/queues';
import { WithdrawalRepository } from '@wishwall/db/repositories/withdrawal.repository';
import type { Db } from '@wishwall/db/database';
import { PAID_PAYOUT_RECHECK_WINDOW_MS } from '@wishwall/domain/withdrawal';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import type { PayoutService } from '@wishwall/payments/payout.service';
import type { Logger } from 'pino';
import { JobSkipped } from '../job-skipped.ts';

/** An approved payout no answer moved on for this long is sent again by the poll. */
export const PAYOUT_RESEND_AFTER_MS = 15 * 60_000;
const POLL_BATCH = 100;
/**
 * Paid payouts read again per poll run (every minute): up to 36,000 a day, so daily reads of
 * every payout paid in the last 180 days keep up with 200 payouts a day. Beyond that each is
 * read less often than daily, the oldest check first.
 */
export const PAID_RECHECKS_PER_RUN = 25;

/**
 * The payout job and the poll (docs/decisions/0042-payouts-to-paypal.md). A failure on our
 * side (funds, PayPal down, keys) is recorded on the withdrawal for the console, logged as an
 * alert and thrown, so the queue retries with backoff; the withdrawal stays approved, and once
 * the job gives up the poll sends it again with the same payout key. The poll also reads again,
 * a few a run and each once a day for 180 days, the payouts PayPal paid: PayPal sends no event
 * when it reverses one, so that is how a reversal (or a refund) is seen. Such a read that fails
 * is logged and tried again a day later; the payout stays paid.
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
        const paid = await new WithdrawalRepository(db).takePaidPayoutsToRecheck(new Date(), {
          everyMs: payouts.paidRecheckEveryMs,
          windowMs: PAID_PAYOUT_RECHECK_WINDOW_MS,
          limit: PAID_RECHECKS_PER_RUN,
        });
        for (const withdrawal of paid) {
          try {
            const result = await payouts.refresh(withdrawal.id, true);
            if (result.outcome === 'applied' && result.reversed) {
              logger.info({ withdrawalId: withdrawal.id }, 'paid payout taken back by PayPal');
            }
          } catch (error) {
            logger.warn(
              { withdrawalId: withdrawal.id, err: error },
              'paid payout not read again: tried again at its next check',
            );
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
