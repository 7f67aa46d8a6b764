import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { QueueName } from '@wishwall/contracts/queues';
import { LedgerService } from '@wishwall/core/ledger.service';
import type { Db } from '@wishwall/db/database';
import { redisKeys } from '@wishwall/events/redis-keys';
import { createLogger } from '@wishwall/observability/logger';
import { PayPalPayoutProvider } from '@wishwall/payments/paypal-payout.provider';
import { PayoutService } from '@wishwall/payments/payout.service';
import { paymentsPayoutJobs } from '../payments/payments-payout.jobs.ts';

/**
 * The real payout job on a BullMQ worker whose lock expires within seconds, its PayPal adapter
 * pointed at `paypalApiBase` (the stand-in's credentials), so a test sees a killed worker's job
 * recovered as stalled without waiting BullMQ's 30 s default.
 */
export function startPayoutWorker(
  db: Db,
  connection: Redis,
  redisPrefix: string,
  paypalApiBase: string,
): Worker {
  const payouts = new PayoutService({
    db,
    ledger: new LedgerService(db, () => {}),
    changed: async () => {},
    provider: new PayPalPayoutProvider({
      clientId: 'client-id',
      clientSecret: 'client-secret',
      apiBase: paypalApiBase,
    }),
    alert: () => {},
  });
  const [payout] = paymentsPayoutJobs(payouts, db, createLogger({ logLevel: 'silent' }, 'test'));
  return new Worker(
    QueueName.Payments,
    async (job) => {
      if (job.name !== payout.name) throw new Error(`unexpected job ${job.name}`);
      await payout.handle(job.data, job);
    },
    {
      connection,
      prefix: redisKeys(redisPrefix).bullPrefix,
      lockDuration: 1_000,
      stalledInterval: 500,
    },
  );
}
