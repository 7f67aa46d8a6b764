import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedis, createRequestRedis } from '@wishwall/events/create-redis';
import { eventually } from '@wishwall/testing/eventually';
import { OwnRedis } from '@wishwall/testing/own-redis';
import { useTestContext, type TestContext } from '@wishwall/testing/use-test-context';
import { buildApp, type ApiApp } from './app.ts';
import { ApiClient } from './test-support/api-client.ts';
import { publishedWish } from './test-support/wall-fixtures.ts';

// The API on a Redis of this file's own, wired as main.ts wires it, which the tests stop.
const shared = useTestContext();
let redis: OwnRedis;
let ctx: TestContext;
let connection: Redis;
let app: ApiApp;
let api: ApiClient;

beforeAll(async () => {
  redis = await OwnRedis.start();
  ctx = {
    ...shared,
    redisUrl: redis.url,
    redis: createRedis(redis.url, 'test-outage-reader'),
    config: { ...shared.config, redisUrl: redis.url },
  };
  connection = createRequestRedis(redis.url, 'test-outage-api', { enableAutoPipelining: true });
  connection.on('error', () => {});
  ctx.redis.on('error', () => {});
  // It fails fast and queues nothing: a call before it is connected would be refused (503).
  if (connection.status !== 'ready') await once(connection, 'ready');
  app = await buildApp({ config: ctx.config, db: ctx.db, redis: connection });
  api = new ApiClient(app, ctx);
});

afterAll(async () => {
  await app.close();
  connection.disconnect();
  ctx.redis.disconnect();
  await redis.destroy();
});

/** The call's answer and how long it took; `status: 0` when it had not answered in 3 s. */
async function timed(call: () => Promise<{ status: number; body: unknown }>) {
  const started = performance.now();
  const answer = await Promise.race([
    call(),
    new Promise<{ status: number; body: unknown }>((resolve) =>
      setTimeout(() => resolve({ status: 0, body: null }), 3000),
    ),
  ]);
  return { ...answer, ms: performance.now() - started };
}

describe('with Redis hanging (it holds the connection but answers nothing)', () => {
  it('calls that need Redis give up within a second; a reaction does not wait', async () => {
    const { wish } = await publishedWish(ctx);
    const { body: registered } = await api.register();
    const react = () =>
      api.call(
        'POST',
        `/v1/wishes/${wish.id}/react`,
        { reaction_type: 'like' },
        registered.data.token,
      );
    expect((await react()).status).toBe(200);

    // CLIENT PAUSE stands in for a Redis paused by the operating system or cut off.
    await ctx.redis.call('CLIENT', 'PAUSE', '3000', 'ALL');
    try {
      const captcha = await timed(() => api.call('GET', '/v1/captcha'));
      expect(captcha).toMatchObject({ status: 503, body: { code: 'service_unavailable' } });
      expect(captcha.ms).toBeLessThan(1000);
      const reaction = await timed(react);
      expect(reaction.status).toBe(200);
      // The votes.changed notice waits for Redis on its own, not in the press's answer.
      expect(reaction.ms).toBeLessThan(250);
    } finally {
      await ctx.redis.call('CLIENT', 'UNPAUSE');
    }
  });
});

describe('with Redis stopped', () => {
  it('calls that need Redis answer 503 within a second; the rest answer as usual', async () => {
    const { wish } = await publishedWish(ctx, 'Calm seas for everyone #outage');
    const { body: registered } = await api.register();
    const token: string = registered.data.token;
    const userId: string = registered.data.user.id;
    const react = () =>
      api.call('POST', `/v1/wishes/${wish.id}/react`, { reaction_type: 'heart' }, token);
    // The session is now verified and cached, as for anyone reacting before the outage.
    expect((await react()).status).toBe(200);
    expect((await react()).status).toBe(200);

    await redis.stop();
    try {
      for (const needsRedis of [
        () => api.call('GET', '/v1/captcha'),
        () =>
          api.call('POST', '/v1/login', {
            email: 'nobody@example.test',
            password: 'correct horse battery',
            captcha: 'abcde',
            captchaToken: 'token',
          }),
      ]) {
        const answer = await timed(needsRedis);
        expect(answer.status).toBe(503);
        expect(answer.body).toMatchObject({ status: false, code: 'service_unavailable' });
        expect(answer.ms).toBeLessThan(1000);
      }

      const reaction = await timed(react);
      expect(reaction).toMatchObject({ status: 200, body: { data: { removed: false } } });
      const vote = await ctx.db
        .selectFrom('votes')
        .select('reaction_type')
        .where('wish_id', '=', wish.id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      expect(vote).toEqual({ reaction_type: 'heart' });

      for (const url of ['/v1/wishes', '/v1/search?q=calm', `/v1/wish/${wish.id}`]) {
        const anonymous = await timed(() => api.call('GET', url));
        expect([url, anonymous.status]).toEqual([url, 200]);
        const signedIn = await timed(() => api.call('GET', url, undefined, token));
        expect([url, signedIn.status]).toEqual([url, 200]);
      }
    } finally {
      await redis.restart({ empty: true });
    }
    // Back by itself, with nothing restarted on the API's side.
    expect(
      await eventually(async () => (await api.call('GET', '/v1/captcha')).status === 200, 5000),
    ).toBe(true);
  });
});
