import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueName } from '@wishwall/contracts/queues';
import { redisKeys } from '@wishwall/events/redis-keys';
import { listRoutes } from './test-support/list-routes.ts';
import { consoleAccounts } from './test-support/operator-fixtures.ts';
import {
  dashboardCall,
  dashboardCookie,
  dashboardOrigin,
} from './test-support/queue-dashboard-calls.ts';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();
let operator: { id: string; token: string };
let cookie: string;
const queues = new Map<string, Queue>();
beforeAll(async () => {
  ({ operator } = await consoleAccounts(suite));
  ({ cookie } = await dashboardCookie(suite, operator.token));
  for (const name of Object.values(QueueName)) {
    queues.set(
      name,
      new Queue(name, {
        connection: suite.ctx.redis,
        prefix: redisKeys(suite.ctx.redisPrefix).bullPrefix,
      }),
    );
  }
});
afterAll(() => Promise.all([...queues.values()].map((queue) => queue.close())));

const queue = (name: string) => queues.get(name)!;
const change = (method: string, url: string, body?: object, origin = dashboardOrigin(suite)) =>
  dashboardCall(suite, method, url, { cookie, origin, body });

/** Runs `name`'s next jobs with a handler that throws: they end failed (one attempt). */
async function failedJob(name: string, jobName: string) {
  const job = await queue(name).add(jobName, { probe: crypto.randomUUID() }, { attempts: 1 });
  const failing = new Worker(
    name,
    async () => {
      throw new Error('provider down');
    },
    {
      connection: suite.ctx.redis.duplicate(),
      prefix: redisKeys(suite.ctx.redisPrefix).bullPrefix,
    },
  );
  await expect.poll(() => job.isFailed(), { timeout: 10_000 }).toBe(true);
  await failing.close();
  return job;
}

/** Everything a dashboard change could have touched on a queue, to compare before and after. */
async function stateOf(name: string, jobIds: string[]) {
  const q = queue(name);
  return {
    counts: await q.getJobCounts(),
    paused: await q.isPaused(),
    concurrency: await q.getGlobalConcurrency(),
    schedulers: (await q.getJobSchedulers()).map((s) => [s.key, s.every, s.pattern]),
    jobs: await Promise.all(
      jobIds.map(async (id) => {
        const job = await q.getJob(id);
        return [id, await job?.getState(), job?.data, job?.opts.priority, job?.opts.delay];
      }),
    ),
  };
}

const auditRows = (recordPrefix: string) =>
  suite.ctx.db
    .selectFrom('admin_audit')
    .select(['operator_id', 'action', 'record_type', 'record_id', 'after'])
    .where('record_id', 'like', `${recordPrefix}%`)
    .orderBy('id')
    .execute();

/** A body that would make each mutating route do its work, had it been let through. */
const BODIES: Record<string, object> = {
  add: { name: 'rewards.email-verified', data: { forged: true }, options: {} },
  'update-data': { data: { forged: true } },
  delay: { delay: 1 },
  priority: { priority: 1 },
  concurrency: { concurrency: 1 },
  'rate-limit': { max: 1, duration: 60_000 },
  obliterate: { force: true },
  ':schedulerId': { every: 5000 },
};

describe('the money queues on the dashboard', () => {
  it.each([QueueName.Payments, QueueName.Rewards])(
    'refuses every mutating route on %s, and nothing changes',
    async (name) => {
      const q = queue(name);
      const failed = await failedJob(name, `${name}.probe`);
      const waiting = await q.add(`${name}.probe`, { original: true });
      const delayed = await q.add(`${name}.probe`, { original: true }, { delay: 3_600_000 });
      await q.upsertJobScheduler('probe-scheduler', { every: 3_600_000 }, { name: 'probe' });
      const jobIds = [failed.id!, waiting.id!, delayed.id!];
      const before = await stateOf(name, jobIds);

      const routes = listRoutes(suite.app).filter(
        ({ method, path }) => method !== 'GET' && path.includes('/:queueName'),
      );
      // add, edit data, delay, priority, promote, clean, retry, obliterate, empty, pause,
      // resume, schedulers (update, remove, run), concurrency, rate limit (set, release), …
      expect(routes.length).toBeGreaterThanOrEqual(20);
      for (const { method, path } of routes) {
        const last = path.split('/').at(-1)!;
        // A job in the state each route acts on; a retry refused is one of a job not failed.
        const jobId = /promote|delay/.test(last) ? delayed.id! : waiting.id!;
        // Retrying every completed job would run them again; cleaning removes the delayed ones.
        const status = path.includes('/retry/') ? 'completed' : 'delayed';
        const url = path
          .replace(':queueName', name)
          .replace(':jobId', jobId)
          .replace(':queueStatus', status)
          .replace(':schedulerId', 'probe-scheduler');
        const response = await change(method, url, BODIES[last]);
        expect([method, url, response.statusCode >= 400 && response.statusCode < 500]).toEqual([
          method,
          url,
          true,
        ]);
      }
      expect(await stateOf(name, jobIds)).toEqual(before);
      expect(await auditRows(name)).toEqual([]);
    },
  );

  it('retries a failed rewards job, and the audit trail names the operator, queue and job', async () => {
    const job = await failedJob(QueueName.Rewards, 'rewards.wish-published');
    const retried = await change('PUT', `/admin/queues/api/queues/rewards/${job.id}/retry`);
    expect(retried.statusCode).toBe(204);
    expect(await queue(QueueName.Rewards).getJobState(job.id!)).toBe('waiting');
    expect(await auditRows(`rewards/${job.id}`)).toEqual([
      expect.objectContaining({
        operator_id: operator.id,
        action: 'queue.job.retry',
        record_type: 'queue_job',
        after: expect.objectContaining({ queue: 'rewards', job: job.id }),
      }),
    ]);
    // A job that is not failed (it ran, or waits) is not run again.
    const again = await change('PUT', `/admin/queues/api/queues/rewards/${job.id}/retry`);
    expect(again.statusCode).toBe(409);
    await queue(QueueName.Rewards).remove(job.id!);
  });

  it('pausing every queue leaves the money queues running', async () => {
    const paused = await change('PUT', '/admin/queues/api/queues/pause');
    expect(paused.statusCode).toBe(200);
    expect(await queue(QueueName.Mail).isPaused()).toBe(true);
    expect(await queue(QueueName.Payments).isPaused()).toBe(false);
    expect(await queue(QueueName.Rewards).isPaused()).toBe(false);
    expect((await change('PUT', '/admin/queues/api/queues/resume')).statusCode).toBe(200);
    expect(await queue(QueueName.Mail).isPaused()).toBe(false);
  });
});

describe('changes on the other queues', () => {
  it('writes every change that succeeds to the audit trail: operator, queue, job, action', async () => {
    const added = await change('POST', '/admin/queues/api/queues/mail/add', {
      name: 'mail.welcome',
      data: { note: 'added by hand' },
      options: {},
    });
    expect(added.statusCode).toBe(200);
    const jobId = String(added.json().job.id);
    expect((await change('PUT', '/admin/queues/api/queues/mail/pause')).statusCode).toBe(200);
    expect((await change('PUT', '/admin/queues/api/queues/mail/resume')).statusCode).toBe(200);
    expect((await change('PUT', `/admin/queues/api/queues/mail/${jobId}/clean`)).statusCode).toBe(
      204,
    );
    // Refused or failed: nothing to audit.
    expect(
      (await change('PUT', '/admin/queues/api/queues/mail/no-such-job/retry')).statusCode,
    ).toBe(404);

    const rows = await auditRows('mail');
    expect(rows.map((row) => [row.action, row.record_id])).toEqual([
      ['queue.add', `mail/${jobId}`],
      ['queue.pause', 'mail'],
      ['queue.resume', 'mail'],
      ['queue.job.clean', `mail/${jobId}`],
    ]);
    expect(rows.every((row) => row.operator_id === operator.id)).toBe(true);
    expect(rows[0]!.after).toMatchObject({
      queue: 'mail',
      job: jobId,
      body: { name: 'mail.welcome', data: { note: 'added by hand' } },
    });
  });

  it('refuses a change from another origin or without one, and does nothing', async () => {
    for (const origin of ['https://evil.example', 'null', undefined]) {
      const response = await dashboardCall(suite, 'PUT', '/admin/queues/api/queues/mail/pause', {
        cookie,
        ...(origin ? { origin } : {}),
      });
      expect([origin, response.statusCode, response.json().code]).toEqual([
        origin,
        403,
        'forbidden',
      ]);
    }
    expect(await queue(QueueName.Mail).isPaused()).toBe(false);
    // Reading needs no Origin: the page's own GETs carry none.
    const read = await dashboardCall(suite, 'GET', '/admin/queues/api/queues', { cookie });
    expect(read.statusCode).toBe(200);
  });
});
