import type { JobPayloads } from '@wishwall/contracts/queues';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import type { PaymentReconciler } from '@wishwall/payments/payment-reconciler';
import type { Logger } from 'pino';

/** Repeatable: its schedule is in `JOB_SCHEDULES`. */
export function paymentsReconcileJob(
  reconciler: PaymentReconciler,
  logger: Logger,
): HandlerRegistration<JobPayloads, 'payments.reconcile'> {
  return {
    name: 'payments.reconcile',
    async handle() {
      const { errors, ...counts } = await reconciler.reconcile();
      if (counts.published > 0 || counts.expired > 0) logger.info(counts, 'payments reconciled');
      // The settled ones are kept; failing the job retries the rest with backoff.
      if (errors.length > 0) {
        throw new AggregateError(errors, `${errors.length} payments could not be checked`);
      }
    },
  };
}
