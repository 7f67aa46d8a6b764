import { Queue, type Job } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '@wishwall/observability/logger';
import { QueueName } from '@wishwall/contracts/queues';
import { redisKeys } from '@wishwall/events/redis-keys';
import { eventually } from '@wishwall/testing/eventually';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { startJobWorkers, type JobCompletions } from './job-runner.ts';
import { JobSkipped } from './job-skipped.ts';

const ctx = useTestContext();
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** Completions held in memory whose first `failures` writes fail, as a cut connection does. */
function flakyCompletions(failures: number): JobCompletions & { done: Set<string> } {
  const done = new Set<string>();
  let left = failures;
  return {
    done,
    dispositionOf: async (job: Job) => (done.has(job.id ?? '') ? 'skip' : 'run'),
    markCompleted: async (job: Job) => {
      if (left-- > 0) throw new Error('Connection terminated unexpectedly');
      done.add(job.id ?? '');
    },
  };
}

describe('job runner', () => {
  it('records a finished job once its completion write succeeds again, without re-running it', async () => {
    const prefix = redisKeys(ctx.redisPrefix).bullPrefix;
    const runs: string[] = [];
    const completions = flakyCompletions(2);
    const workers = startJobWorkers<{ 'test.once': { n: number } }>({
      handlers: { 'test.once': async (data) => void runs.push(`run ${data.n}`) },
      queueOf: { 'test.once': QueueName.Mail },
      connection: ctx.redis,
      prefix,
      logger: createLogger(ctx.config, 'worker'),
      completions,
    });
    closers.push(() => Promise.all(workers.map((worker) => worker.close())).then(() => {}));
    const queue = new Queue(QueueName.Mail, { connection: ctx.redis, prefix });
    closers.push(() => queue.close());

    await queue.add('test.once', { n: 1 }, { jobId: 'event-1-test.once', attempts: 3 });
    const completed = await eventually(
      async () => (await queue.getJobCounts('completed'))['completed'] === 1,
      10_000,
    );
    expect(completed).toBe(true);
    expect(runs).toEqual(['run 1']);
    expect([...completions.done]).toEqual(['event-1-test.once']);
  });

  it('finishes a job its handler skips without retrying it, records it done and says why', async () => {
    const prefix = redisKeys(ctx.redisPrefix).bullPrefix;
    let runs = 0;
    const skipped: string[] = [];
    const completions = flakyCompletions(0);
    const workers = startJobWorkers<{ 'test.skip': { n: number } }>({
      handlers: {
        'test.skip': async () => {
          runs += 1;
          throw new JobSkipped('user 7 is not verified');
        },
      },
      queueOf: { 'test.skip': QueueName.Rewards },
      connection: ctx.redis,
      prefix,
      logger: createLogger(ctx.config, 'worker'),
      completions,
      onSkipped: (name) => skipped.push(name),
    });
    closers.push(() => Promise.all(workers.map((worker) => worker.close())).then(() => {}));
    const queue = new Queue(QueueName.Rewards, { connection: ctx.redis, prefix });
    closers.push(() => queue.close());

    const added = await queue.add(
      'test.skip',
      { n: 1 },
      { jobId: 'event-2-test.skip', attempts: 3 },
    );
    await eventually(async () => (await queue.getJob(added.id!))?.finishedOn !== undefined, 10_000);
    const job = (await queue.getJob(added.id!))!;
    expect(await job.getState()).toBe('completed');
    expect(job.returnvalue).toEqual({ skipped: 'user 7 is not verified' });
    expect(runs).toBe(1);
    expect(skipped).toEqual(['test.skip']);
    expect([...completions.done]).toEqual(['event-2-test.skip']);
  });
});
