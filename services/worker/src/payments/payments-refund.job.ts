import type { JobPayloads } from '@wishwall/contracts/queues';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import type { PaymentRefunds, RefundResult } from '@wishwall/payments/payment-refund.service';
import type { Logger } from 'pino';
import { JobSkipped } from '../job-skipped.ts';

/**
 * Refunds a payment recorded as a duplicate. Retried with the queues' backoff; once the last
 * attempt fails the payment is marked `refund_failed` for an operator. A payment that is not
 * a captured duplicate of the event's wish, user and provider is never refunded: the job is
 * skipped.
 */
export function paymentsRefundJob(
  refunds: PaymentRefunds,
  logger: Logger,
): HandlerRegistration<JobPayloads, 'payments.refund'> {
  return {
    name: 'payments.refund',
    async handle(event, job) {
      const { paymentId, wishId, userId, provider } = event.payload;
      const fields = { paymentId, wishId, userId, provider };
      let result: RefundResult;
      try {
        result = await refunds.refund(fields);
      } catch (error) {
        const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        if (lastAttempt) {
          await refunds.giveUp(paymentId);
          logger.error(
            { ...fields, err: error },
            'duplicate payment not refunded: refund it by hand',
          );
        }
        throw error;
      }
      if (result.outcome === 'not_refundable') throw new JobSkipped(result.reason);
      if (result.outcome === 'refunded') {
        const { reference } = result.payment;
        logger.warn(
          { ...fields, reference, refundReference: result.refundReference },
          'duplicate payment refunded',
        );
      }
    },
  };
}
