import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WishPublishService } from '@wishwall/core/wish-publish.service';
import { createDb } from '@wishwall/db/create-db';
import { createRedis } from '@wishwall/events/create-redis';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { buildApp, type ApiApp } from './app.ts';

const ctx = useTestContext();
let app: ApiApp;
const published: string[] = [];
let draftId: string;

beforeAll(async () => {
  app = await buildApp({ config: ctx.config, db: ctx.db, redis: ctx.redis });
  const publisher = new WishPublishService(ctx.db);
  for (let i = 0; i < 30; i++) {
    const user = await createUser(ctx.db, `Author ${i}`);
    const draft = await createDraftWish(ctx.db, user.id, `Wish number ${i} #test`);
    await publisher.publish(draft.id);
    published.push(draft.id);
  }
  const drafter = await createUser(ctx.db, 'Drafter');
  draftId = (await createDraftWish(ctx.db, drafter.id, 'Not paid yet')).id;
  // Likes come with reactions; here the counts are set directly to exercise the top-10 order.
  for (const [index, likes] of [5, 9, 9, 1].entries()) {
    await ctx.db.updateTable('wishes').set({ likes }).where('id', '=', published[index]!).execute();
  }
});

afterAll(() => app.close());

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('read side of the wall', () => {
  it('GET /v1/wishes-count returns the published count with its version', async () => {
    const { status, body } = await get('/v1/wishes-count');
    expect(status).toBe(200);
    expect(body).toEqual({
      status: true,
      message: 'OK',
      data: { published_count: 30, version: 30, goal: 1_000_000 },
    });
  });

  it('GET /v1/wishes pages published wishes newest first, without drafts', async () => {
    const first = await get('/v1/wishes');
    expect(first.status).toBe(200);
    expect(first.body.status).toBe(true);
    expect(first.body.data).toMatchObject({
      current_page: 1,
      last_page: 2,
      per_page: 24,
      total: 30,
    });
    const ids: string[] = first.body.data.wishes.data.map((w: { id: string }) => w.id);
    expect(ids[0]).toBe(published.at(-1));
    expect(ids).not.toContain(draftId);

    const second = await get('/v1/wishes?page=2');
    expect(second.body.data.current_page).toBe(2);
    expect(second.body.data.wishes.data).toHaveLength(6);
    expect(second.body.data.wishes.data.at(-1).id).toBe(published[0]);

    const beyond = await get('/v1/wishes?page=9');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.wishes.data).toEqual([]);
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999'])(
    'GET /v1/wishes?page=%s is a 400',
    async (page) => {
      const { status, body } = await get(`/v1/wishes?page=${page}`);
      expect(status).toBe(400);
      expect(body).toMatchObject({
        status: false,
        code: 'validation_failed',
        data: { fields: [{ field: 'page' }] },
      });
    },
  );

  it('GET /v1/wish/:id returns the wish with its author', async () => {
    const { status, body } = await get(`/v1/wish/${published[3]}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: published[3],
      content: 'Wish number 3 #test',
      status: 'published',
      number_sequence: 4,
      likes: 1,
      user: { name: 'Author 3', avatar_url: null },
    });
  });

  it('GET /v1/wish/:id answers 404 for unknown and unpublished wishes, 400 for a bad id', async () => {
    for (const id of ['999999', draftId]) {
      const { status, body } = await get(`/v1/wish/${id}`);
      expect(status).toBe(404);
      expect(body).toMatchObject({ status: false, code: 'wish_not_found', data: null });
    }
    for (const id of ['abc', '0', '1e3', '12345678901234567890']) {
      const { status, body } = await get(`/v1/wish/${id}`);
      expect(status).toBe(400);
      expect(body.code).toBe('validation_failed');
    }
  });

  it('GET /v1/wishes/top ranks by likes > 0, ties by earlier publication', async () => {
    const { status, body } = await get('/v1/wishes/top');
    expect(status).toBe(200);
    expect(body.data.wishes.map((w: { id: string }) => w.id)).toEqual([
      published[1],
      published[2],
      published[0],
      published[3],
    ]);
  });

  it('sends helmet’s security headers on every response', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/wishes-count' });
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers).not.toHaveProperty('strict-transport-security');
  });

  it('unknown routes get the envelope with route_not_found', async () => {
    const { status, body } = await get('/v1/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ status: false, code: 'route_not_found' });
  });

  it('publishes OpenAPI generated from the route schemas', async () => {
    const { status, body } = await get('/docs/json');
    expect(status).toBe(200);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/v1/wishes-count', '/v1/wishes', '/v1/wishes/top', '/v1/wish/{id}']),
    );
  });

  it('/readyz reports Postgres and Redis', async () => {
    const { status, body } = await get('/readyz');
    expect(status).toBe(200);
    expect(body.data).toEqual({ postgres: true, redis: true });
  });
});

describe('when a dependency fails', () => {
  it('/readyz answers 503 naming what is down', async () => {
    const deadRedis = createRedis('redis://127.0.0.1:1', 'test-dead', { lazyConnect: true });
    deadRedis.on('error', () => {});
    const broken = await buildApp({ config: ctx.config, db: ctx.db, redis: deadRedis });
    try {
      const response = await broken.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: false,
        code: 'service_unavailable',
        message: 'Not ready: redis not answering',
      });
    } finally {
      await broken.close();
      deadRedis.disconnect();
    }
  });

  it('a 500 says something went wrong and leaks nothing of the cause', async () => {
    const url = new URL(ctx.databaseUrl);
    url.pathname = '/no_such_database';
    const db = createDb({ url: url.toString(), poolSize: 1 });
    const broken = await buildApp({ config: ctx.config, db, redis: ctx.redis });
    try {
      const response = await broken.inject({ method: 'GET', url: '/v1/wishes-count' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        status: false,
        code: 'internal_error',
        message: 'Something went wrong, please try again',
        data: null,
      });
    } finally {
      await broken.close();
      await db.destroy();
    }
  });
});
