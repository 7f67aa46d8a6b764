import { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { QueueName, type JobPayloads } from '@wishwall/contracts/queues';
import { LedgerService } from '@wishwall/core/ledger.service';
import { ReferralRewardService } from '@wishwall/core/referral-reward.service';
import type { Db } from '@wishwall/db/database';
import { redisKeys } from '@wishwall/events/redis-keys';
import { referralRewardJobs } from '../rewards/referral-reward.jobs.ts';

/**
 * The real referral-reward handlers on a BullMQ worker whose lock expires within seconds, so a
 * test sees a killed worker's job recovered as stalled without waiting BullMQ's 30 s default.
 */
export function startRewardWorker(db: Db, connection: Redis, redisPrefix: string): Worker {
  const rewards = new ReferralRewardService({
    db,
    ledger: new LedgerService(db, () => {}),
    changed: async () => {},
  });
  const handlers = new Map(referralRewardJobs(rewards).map((job) => [job.name, job.handle]));
  return new Worker(
    QueueName.Rewards,
    async (job) => {
      const handle = handlers.get(job.name as keyof JobPayloads);
      await (handle as (payload: unknown, job: unknown) => Promise<void>)(job.data, job);
    },
    {
      connection,
      prefix: redisKeys(redisPrefix).bullPrefix,
      lockDuration: 1_000,
      stalledInterval: 500,
    },
  );
}
