import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueName } from '@wishwall/contracts/queues';
import { redisKeys } from '@wishwall/events/redis-keys';
import { listRoutes } from './test-support/list-routes.ts';
import { consoleAccounts, withAuthenticatorApp } from './test-support/operator-fixtures.ts';
import {
  dashboardCall,
  dashboardCookie as mintCookie,
  dashboardOrigin,
} from './test-support/queue-dashboard-calls.ts';
import { sessionToken } from './test-support/session-tokens.ts';
import { useApi } from './test-support/use-api.ts';

const suite = useApi();
let accounts: Awaited<ReturnType<typeof consoleAccounts>>;
let mail: Queue;
beforeAll(async () => {
  accounts = await consoleAccounts(suite);
  mail = new Queue(QueueName.Mail, {
    connection: suite.ctx.redis,
    prefix: redisKeys(suite.ctx.redisPrefix).bullPrefix,
  });
});
afterAll(() => mail?.close());

const dashboardCookie = (token: string) => mintCookie(suite, token);

/** A cookie of the same shape for someone the session call refuses. */
function forgedCookie(id: string) {
  const token = sessionToken(suite.app, { id, token_version: 0 });
  return `wishwall_queues=${token}`;
}

const dashboard = (method: string, url: string, cookie?: string) =>
  dashboardCall(suite, method, url, { cookie, origin: dashboardOrigin(suite) });

const concrete = (path: string) =>
  path
    .replace(':queueName', 'mail')
    .replace(':queueStatus', 'failed')
    .replace(':jobId', 'no-such-job')
    .replace(':schedulerId', 'no-such-scheduler')
    .replace('*', 'static/x.js');

describe('the queue dashboard', () => {
  it('mints an httpOnly, SameSite=Strict cookie for its path, for ten minutes', async () => {
    const { setCookie } = await dashboardCookie(accounts.operator.token);
    const attributes = setCookie.split('; ');
    expect(attributes).toEqual(
      expect.arrayContaining(['Path=/admin/queues', 'HttpOnly', 'SameSite=Strict']),
    );
    const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))!.slice(8));
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(600);
  });

  it('refuses every path to anyone but an operator: 401 without a cookie, 403 for others', async () => {
    const routes = listRoutes(suite.app).filter(({ path }) => path.startsWith('/admin/queues'));
    expect(routes.length).toBeGreaterThan(30);
    const user = forgedCookie(accounts.user.id);
    const without2fa = forgedCookie(accounts.adminWithout2fa.id);
    for (const { method, path } of routes) {
      const url = concrete(path);
      expect([method, url, (await dashboard(method, url)).statusCode]).toEqual([method, url, 401]);
      expect([method, url, (await dashboard(method, url, user)).statusCode]).toEqual([
        method,
        url,
        403,
      ]);
      expect((await dashboard(method, url, without2fa)).statusCode).toBe(403);
      expect((await dashboard(method, url, 'wishwall_queues=not.a.token')).statusCode).toBe(401);
    }
  });

  it('answers a browser without the cookie, or a user’s, with a page in its language, not JSON', async () => {
    const page = (cookie: string | undefined, language: string) =>
      suite.app.inject({
        method: 'GET',
        url: '/admin/queues',
        headers: {
          accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
          'accept-language': language,
          ...(cookie ? { cookie } : {}),
        },
      });
    const anonymous = await page(undefined, 'en-GB,en;q=0.9');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).toContain('text/html');
    expect(anonymous.body).toContain('The queue dashboard is for operators');
    expect(anonymous.body).toContain('href="/en/admin"');
    const user = await page(forgedCookie(accounts.user.id), 'es-ES,es;q=0.9');
    expect(user.statusCode).toBe(403);
    expect(user.body).toContain('<html lang="es">');
    expect(user.body).toContain('El panel de colas es para operadores');
    // The dashboard's own calls, and API clients, still get the error envelope.
    const api = await dashboard('GET', '/admin/queues/api/queues');
    expect(api.statusCode).toBe(401);
    expect(JSON.parse(api.body)).toMatchObject({ status: false, code: 'unauthorized' });
  });

  it('serves the page and the API to an operator', async () => {
    const { cookie } = await dashboardCookie(accounts.operator.token);
    const page = await dashboard('GET', '/admin/queues', cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const api = await dashboard('GET', '/admin/queues/api/queues', cookie);
    expect(api.statusCode).toBe(200);
    expect(
      api
        .json()
        .queues.map((queue: { name: string }) => queue.name)
        .sort(),
    ).toEqual(Object.values(QueueName).sort());
  });

  it('shows a failed mail job and retries it', async () => {
    const failing = new Worker(
      QueueName.Mail,
      async () => {
        throw new Error('SMTP refused');
      },
      {
        connection: suite.ctx.redis.duplicate(),
        prefix: redisKeys(suite.ctx.redisPrefix).bullPrefix,
      },
    );
    const job = await mail.add('mail.welcome', { probe: true }, { attempts: 1 });
    await expect.poll(() => job.isFailed(), { timeout: 10_000 }).toBe(true);
    await failing.close();

    const { cookie } = await dashboardCookie(accounts.operator.token);
    const listed = await dashboard(
      'GET',
      '/admin/queues/api/queues?activeQueue=mail&status=failed',
      cookie,
    );
    const mailQueue = listed.json().queues.find((queue: { name: string }) => queue.name === 'mail');
    expect(mailQueue.jobs.map((listedJob: { id: string }) => listedJob.id)).toContain(job.id);

    const retried = await dashboard('PUT', `/admin/queues/api/queues/mail/${job.id}/retry`, cookie);
    expect(retried.statusCode).toBe(204);
    expect(await mail.getJobState(job.id!)).toBe('waiting');
  });

  it('refuses the cookie once its sign-in was logged out', async () => {
    const { body } = await suite.api.registerVerified();
    await suite.ctx.db
      .updateTable('users')
      .set({ role: 'admin' })
      .where('id', '=', body.data.user.id)
      .execute();
    await withAuthenticatorApp(suite.ctx, body.data.user.id);
    const signedIn = suite.app.tokens.sign({ id: body.data.user.id, token_version: 0 }, [
      'pwd',
      'otp',
    ]);
    const { cookie } = await dashboardCookie(signedIn);
    expect((await dashboard('GET', '/admin/queues', cookie)).statusCode).toBe(200);
    expect((await suite.api.call('POST', '/v1/logout', undefined, signedIn)).status).toBe(200);
    expect((await dashboard('GET', '/admin/queues', cookie)).statusCode).toBe(401);
  });

  it('is refused to a session of an operator that never passed the second factor', async () => {
    const refused = await suite.app.inject({
      method: 'POST',
      url: '/v1/admin/queues-session',
      headers: { authorization: `Bearer ${accounts.operator.passwordOnly}` },
    });
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'step_up_required']);
    // A cookie of the right key carrying that session is refused on every path.
    const operator = { id: accounts.operator.id, token_version: 0 };
    const passwordOnly = `wishwall_queues=${sessionToken(suite.app, operator)}`;
    const withCode = `wishwall_queues=${sessionToken(suite.app, operator, { amr: ['pwd', 'otp'] })}`;
    const mailedCode = `wishwall_queues=${sessionToken(suite.app, operator, { amr: ['pwd', 'email_otp'] })}`;
    const routes = listRoutes(suite.app).filter(({ path }) => path.startsWith('/admin/queues'));
    for (const { method, path } of routes) {
      const answer = await dashboard(method, concrete(path), passwordOnly);
      expect([method, path, answer.statusCode, answer.json().code]).toEqual([
        method,
        path,
        401,
        'step_up_required',
      ]);
    }
    expect((await dashboard('GET', '/admin/queues', withCode)).statusCode).toBe(200);
    // A code by e-mail is no operator's second factor.
    expect((await dashboard('GET', '/admin/queues', mailedCode)).statusCode).toBe(401);
  });
});
