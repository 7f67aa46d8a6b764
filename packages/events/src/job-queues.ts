import { Queue, type ConnectionOptions, type DefaultJobOptions } from 'bullmq';
import type { QueueName } from '@wishwall/contracts/queues';

/**
 * Retries with exponential backoff (BullMQ adds jitter through `jitter`), and finished jobs
 * kept for a bounded age and count so operators can inspect them without Redis growing
 * without bound.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1000, jitter: 0.5 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600, count: 10_000 },
};

export type JobQueues = ReadonlyMap<QueueName, Queue>;

export function createJobQueues(
  names: readonly QueueName[],
  connection: ConnectionOptions,
  prefix: string,
): JobQueues {
  return new Map(
    names.map((name) => [
      name,
      new Queue(name, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS }),
    ]),
  );
}

export async function closeJobQueues(queues: JobQueues): Promise<void> {
  await Promise.all([...queues.values()].map((queue) => queue.close()));
}
