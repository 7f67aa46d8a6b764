import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ApiApp } from './app.ts';
import { SessionCache } from './security/session-cache.ts';
import { ApiClient } from './test-support/api-client.ts';
import { createUser } from '@wishwall/testing/fixtures';
import { eventually } from '@wishwall/testing/eventually';
import { sessionToken } from './test-support/session-tokens.ts';
import { useApi } from './test-support/use-api.ts';
import { publishedWish } from './test-support/wall-fixtures.ts';

// Two API processes on one database and one Redis, as behind a load balancer.
const suite = useApi();
const { ctx } = suite;
let other: { app: ApiApp; api: ApiClient };

beforeAll(async () => {
  const app = await buildApp({ config: ctx.config, db: ctx.db, redis: ctx.redis });
  other = { app, api: new ApiClient(app, ctx) };
});
afterAll(() => other.app.close());

const react = (api: ApiClient, wishId: string, token: string) =>
  api.call('POST', `/v1/wishes/${wishId}/react`, { reaction_type: 'like' }, token);

describe('cached sessions on the reaction hot path', () => {
  it('a logged-out token is refused at once here and soon by every other process', async () => {
    const { wish } = await publishedWish(ctx);
    const { body } = await suite.api.register();
    const token: string = body.data.token;
    // Both processes have now verified and cached the session.
    expect((await react(suite.api, wish.id, token)).status).toBe(200);
    expect((await react(other.api, wish.id, token)).status).toBe(200);

    expect((await suite.api.call('POST', '/v1/logout', undefined, token)).status).toBe(200);
    expect((await react(suite.api, wish.id, token)).status).toBe(401);
    expect(
      await eventually(async () => (await react(other.api, wish.id, token)).status === 401),
    ).toBe(true);
  });

  it('a password change ends the old token on the hot path of every process', async () => {
    const { wish } = await publishedWish(ctx);
    const registered = await suite.api.register();
    const token: string = registered.body.data.token;
    expect((await react(other.api, wish.id, token)).status).toBe(200);

    const changed = await suite.api.call(
      'POST',
      '/v1/update-password',
      {
        current_password: registered.password,
        new_password: 'another horse battery',
        new_password_confirmation: 'another horse battery',
      },
      token,
    );
    expect(changed.status).toBe(200);
    expect((await react(suite.api, wish.id, token)).status).toBe(401);
    expect(
      await eventually(async () => (await react(other.api, wish.id, token)).status === 401),
    ).toBe(true);
    expect((await react(other.api, wish.id, changed.body.data.token)).status).toBe(200);
  });
});

describe('the hot path’s verified tokens', () => {
  it('a token past its expiry is refused, though the same header verified a moment ago', async () => {
    const { wish } = await publishedWish(ctx);
    const user = await createUser(ctx.db);
    const token = sessionToken(suite.app, user, {}, { expiresIn: 2 });
    const { exp } = suite.app.jwt.decode<{ exp: number }>(token)!;
    expect((await react(suite.api, wish.id, token)).status).toBe(200);
    await sleep(exp * 1000 - Date.now() + 50);
    expect((await react(suite.api, wish.id, token)).status).toBe(401);
  });

  it('a header that differs by one character is verified, not taken from the cache', async () => {
    const { wish } = await publishedWish(ctx);
    const { body } = await suite.api.register();
    const token: string = body.data.token;
    expect((await react(suite.api, wish.id, token)).status).toBe(200);
    const forged = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    expect((await react(suite.api, wish.id, forged)).status).toBe(401);
  });
});

describe('sessions checked together (decision 0035)', () => {
  it('presses of 50 users at once where none is cached: each vote is its own user’s, a revoked token is refused', async () => {
    const wishes = [(await publishedWish(ctx)).wish, (await publishedWish(ctx)).wish];
    const users = await Promise.all(Array.from({ length: 50 }, () => createUser(ctx.db)));
    const sign = (user: { id: string; token_version: number }) => sessionToken(suite.app, user);
    const loggedOut = sign(await createUser(ctx.db));
    await suite.app.tokens.revoke(suite.app.jwt.decode(loggedOut)!);

    // `other` has verified none of these sessions: every press below asks Postgres.
    const answers = await Promise.all([
      ...users.flatMap((user) => {
        const token = sign(user);
        return wishes.map((wish) => react(other.api, wish.id, token));
      }),
      react(other.api, wishes[0]!.id, loggedOut),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([...Array(100).fill(200), 401]);
    for (const wish of wishes) {
      const voters = await ctx.db
        .selectFrom('votes')
        .select('user_id')
        .where('wish_id', '=', wish.id)
        .execute();
      expect(voters.map((vote) => vote.user_id).sort()).toEqual(users.map((u) => u.id).sort());
    }
  });
});

describe('SessionCache', () => {
  it('does not cache a check that an invalidation overtook', async () => {
    const channel = `${ctx.redisPrefix}:session-cache-test`;
    const log = suite.app.log;
    const here = SessionCache.start(ctx.redis, channel, log);
    const elsewhere = SessionCache.start(ctx.redis, channel, log);
    try {
      const user = await createUser(ctx.db);
      // Live once a remembered session can be read back.
      expect(
        await eventually(async () => {
          here.remember('probe', user, here.version);
          return here.get('probe') !== undefined;
        }),
      ).toBe(true);

      const checkStartedAt = here.version;
      // Meanwhile another process logs some token out; its message reaches this one.
      elsewhere.forgetToken('some-other-token');
      expect(await eventually(async () => here.version !== checkStartedAt)).toBe(true);
      here.remember('overtaken', user, checkStartedAt);
      expect(here.get('overtaken')).toBeUndefined();

      here.remember('fresh', user, here.version);
      expect(here.get('fresh')).toEqual(user);
      elsewhere.forgetUser(user.id);
      expect(await eventually(async () => here.get('fresh') === undefined)).toBe(true);
    } finally {
      here.close();
      elsewhere.close();
    }
  });
});
