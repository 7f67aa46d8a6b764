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

/**
 * The queues, each telling `onError` of its connection's errors (Redis unreachable, a
 * reconnection failing). A queue with no listener prints every one to the console instead,
 * past the process's logger: BullMQ catches the unhandled 'error' event and `console.error`s it.
 */
export function createJobQueues(
  names: readonly QueueName[],
  connection: ConnectionOptions,
  prefix: string,
  onError: (error: Error) => void = () => {},
): JobQueues {
  return new Map(
    names.map((name) => {
      const queue = new Queue(name, { connection, prefix, defaultJobOptions: DEFAULT_JOB_OPTIONS });
      queue.on('error', onError);
      return [name, queue];
    }),
  );
}

export async function closeJobQueues(queues: JobQueues): Promise<void> {
  await Promise.all([...queues.values()].map((queue) => queue.close()));
}
