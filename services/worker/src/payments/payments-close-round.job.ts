import type { JobPayloads } from '@wishwall/contracts/queues';
import type { RaffleCloseService } from '@wishwall/core/raffle-close.service';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import type { Logger } from 'pino';

/**
 * Repeatable (`JOB_SCHEDULES`): closes the open raffle round's sales once its announced close
 * has come (decision 0044); any other time it changes nothing.
 */
export function paymentsCloseRoundJob(
  closer: RaffleCloseService,
  logger: Logger,
): HandlerRegistration<JobPayloads, 'payments.close-round'> {
  return {
    name: 'payments.close-round',
    async handle() {
      const closed = await closer.closeIfDue();
      if (closed) logger.info({ round: closed.number }, 'raffle round closed');
    },
  };
}
