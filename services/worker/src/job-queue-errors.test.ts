import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueueName } from '@wishwall/contracts/queues';
import { createRedis } from '@wishwall/events/create-redis';
import { closeJobQueues, createJobQueues } from '@wishwall/events/job-queues';
import { eventually } from '@wishwall/testing/eventually';
import { OwnRedis } from '@wishwall/testing/own-redis';

// A Redis of this file's own, which the test stops.
let redis: OwnRedis;

beforeAll(async () => {
  redis = await OwnRedis.start();
});
afterAll(() => redis.destroy());

describe('job queues with Redis gone', () => {
  it('tell their errors to the caller, not the console', async () => {
    const connection = createRedis(redis.url, 'test-queue-errors');
    const errors: Error[] = [];
    const queues = createJobQueues(Object.values(QueueName), connection, 'test-queue-errors', (e) =>
      errors.push(e),
    );
    const printed = vi.spyOn(console, 'error');
    try {
      await Promise.all([...queues.values()].map((queue) => queue.waitUntilReady()));
      await redis.stop();
      expect(await eventually(async () => errors.length >= queues.size)).toBe(true);
      expect(printed).not.toHaveBeenCalled();
    } finally {
      printed.mockRestore();
      await redis.restart({ empty: true });
      await closeJobQueues(queues);
      connection.disconnect();
    }
  });
});
