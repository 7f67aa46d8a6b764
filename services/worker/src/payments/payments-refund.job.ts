import type { JobPayloads } from '@wishwall/contracts/queues';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import type { PaymentRefunds } from '@wishwall/payments/payment-refund.service';
import type { Logger } from 'pino';

/**
 * Refunds a payment recorded as a duplicate. Retried with the queues' backoff; once the last
 * attempt fails the payment is marked `refund_failed` for an operator.
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
      try {
        const refunded = await refunds.refund(paymentId);
        if (refunded) {
          const { reference } = refunded.payment;
          logger.warn(
            { ...fields, reference, refundReference: refunded.refundReference },
            'duplicate payment refunded',
          );
        }
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
    },
  };
}
