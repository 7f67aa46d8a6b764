import type { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRequestRedis } from '@wishwall/events/create-redis';
import { OwnRedis } from '@wishwall/testing/own-redis';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { buildApp, type ApiApp } from './app.ts';
import { ApiClient } from './test-support/api-client.ts';

// The API on a Redis of this file's own, which the tests stop and start again empty.
const ctx = useTestContext();
let own: OwnRedis;
let redis: Redis;
let app: ApiApp;
let api: ApiClient;

beforeAll(async () => {
  own = await OwnRedis.start();
  redis = createRequestRedis(own.url, 'test-revocation-api');
  redis.on('error', () => {});
  app = await buildApp({ config: ctx.config, db: ctx.db, redis });
  api = new ApiClient(app, { ...ctx, redis });
});
// The request connection queues nothing (it fails fast): sign-ups need it connected, also
// after a test restarted Redis.
beforeEach(async () => {
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
});
afterAll(async () => {
  await app.close();
  redis.disconnect();
  await own.destroy();
});

/** The status of a signed-in call, failing the test if it waits a second or more. */
async function statusWithin(
  token: string,
  method: 'GET' | 'POST' = 'GET',
  url = '/v1/user/get-profile',
  body?: object,
) {
  const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(-1), 1000));
  return Promise.race([api.call(method, url, body, token).then((r) => r.status), timeout]);
}

const changePassword = (token: string, current: string, next: string) =>
  api.call(
    'POST',
    '/v1/update-password',
    { current_password: current, new_password: next, new_password_confirmation: next },
    token,
  );

describe('revocation kept in Postgres', () => {
  it('logout and a password change hold when Redis restarts empty, and while it is down', async () => {
    const loggedOut = await api.register();
    const revoked: string = loggedOut.body.data.token;
    expect((await api.call('POST', '/v1/logout', undefined, revoked)).status).toBe(200);

    const changer = await api.register();
    const before: string = changer.body.data.token;
    const changed = await changePassword(before, changer.password, 'another horse battery');
    expect(changed.status).toBe(200);
    const current: string = changed.body.data.token;

    await own.restart({ empty: true });
    expect(await statusWithin(revoked)).toBe(401);
    expect(await statusWithin(before)).toBe(401);
    expect(await statusWithin(current)).toBe(200);

    // Redis down: signed-in calls answer from Postgres alone, and logout still holds.
    await own.stop();
    expect(await statusWithin(revoked)).toBe(401);
    expect(await statusWithin(current)).toBe(200);
    expect(await statusWithin(current, 'POST', '/v1/logout')).toBe(200);
    expect(await statusWithin(current)).toBe(401);

    await own.restart({ empty: true });
    for (const token of [revoked, before, current]) expect(await statusWithin(token)).toBe(401);
  });

  it('sweeps revoked tokens once they would have expired anyway', async () => {
    const { body } = await api.register();
    await ctx.db
      .insertInto('revoked_tokens')
      .values({
        jti: crypto.randomUUID(),
        user_id: body.data.user.id,
        expires_at: new Date(Date.now() - 1000),
      })
      .execute();
    expect((await api.call('POST', '/v1/logout', undefined, body.data.token)).status).toBe(200);
    const rows = await ctx.db.selectFrom('revoked_tokens').select('expires_at').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.expires_at > new Date())).toBe(true);
  });
});
