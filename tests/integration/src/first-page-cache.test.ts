import { setImmediate } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WishPublishService } from '@wishwall/core/wish-publish.service';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import { eventually } from '@wishwall/testing/eventually';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { relayBatch } from '@wishwall/worker/outbox-relay';
import { testAggregator } from '@wishwall/worker/test-support/test-aggregator';
import { buildApp, type ApiApp } from '@wishwall/api/app';
import { ApiClient } from '@wishwall/api/test-support/api-client';

const ctx = useTestContext();
const suite = {} as { app: ApiApp; api: ApiClient };

beforeAll(async () => {
  // Far longer than any test: a page that changes here was dropped by an event, not its age.
  suite.app = await buildApp({ ...ctx, firstPageMaxAgeMs: 10 * 60_000 });
  suite.api = new ApiClient(suite.app, ctx);
});
afterAll(() => suite.app.close());

interface PageWish {
  id: string;
  likes: number;
  my_reaction?: string | null;
}

async function firstPage(token?: string) {
  const response = await suite.api.call('GET', '/v1/wishes?page=1', undefined, token);
  expect(response.status).toBe(200);
  return response.body.data as { total: number; wishes: { data: PageWish[] } };
}

/** Publishes a wish in Postgres; its `wish.published` reaches the stream only at `relay`. */
async function publishUnrelayed(content: string) {
  const author = await createUser(ctx.db, 'Author');
  const draft = await createDraftWish(ctx.db, author.id, content);
  return (await new WishPublishService(ctx.db).publish(draft.id)).wish;
}

/** What the worker's outbox relay does: committed events onto the real Redis stream. */
function relay() {
  const targets = {
    stream: new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix)),
    enqueueJobs: async () => [],
  };
  return ctx.db.transaction().execute((trx) => relayBatch(trx, targets));
}

/** The cache keeps nothing until the app reads the stream: wait until a copy is kept. */
async function cachedFirstPage() {
  const kept = await eventually(async () => {
    const before = await firstPage();
    await publishUnrelayed('Probe of the copy');
    const after = await firstPage();
    await relay();
    return before.total === after.total;
  }, 5000);
  if (!kept) throw new Error('the first page was never kept');
}

describe('GET /v1/wishes?page=1 from the in-process copy', () => {
  beforeAll(async () => {
    await publishUnrelayed('A wish already on the wall #hope');
    await relay();
    await cachedFirstPage();
  });

  it('serves the copy until the published event arrives, then the new page', async () => {
    const before = await firstPage();
    const wish = await publishUnrelayed('Brand new on the wall #family');
    // Committed but not announced yet: the copy still answers (this is what the cache saves).
    expect((await firstPage()).total).toBe(before.total);
    await relay();
    await expect.poll(async () => (await firstPage()).wishes.data[0]?.id).toBe(wish.id);
    expect((await firstPage()).total).toBe(before.total + 1);
  });

  it("changes when a count moves on a wish it shows, once the fold's event arrives", async () => {
    const top = (await firstPage()).wishes.data[0]!;
    const { body } = await suite.api.register();
    const vote = await suite.api.call(
      'POST',
      `/v1/wishes/${top.id}/react`,
      { reaction_type: 'like', device_id: 'vitest' },
      body.data.token,
    );
    expect(vote.status).toBe(200);
    // The vote row and delta are written, the counts are not folded: the page has not moved.
    expect((await firstPage()).wishes.data[0]?.likes).toBe(top.likes);
    // The worker's aggregator: it folds and announces the counts on the event stream.
    await testAggregator(ctx).foldAll();
    await expect.poll(async () => (await firstPage()).wishes.data[0]?.likes).toBe(top.likes + 1);
  });

  it("gives a signed-in viewer their own votes, and nobody else's", async () => {
    const top = (await firstPage()).wishes.data[0]!;
    const voter = (await suite.api.register()).body.data;
    const other = (await suite.api.register()).body.data;
    await suite.api.call(
      'POST',
      `/v1/wishes/${top.id}/react`,
      { reaction_type: 'heart', device_id: 'vitest' },
      voter.token,
    );
    const anonymousBefore = await firstPage();
    const mine = await firstPage(voter.token);
    const theirs = await firstPage(other.token);
    const anonymousAfter = await firstPage();
    expect(mine.wishes.data[0]).toMatchObject({ id: top.id, my_reaction: 'heart' });
    expect(theirs.wishes.data[0]).toMatchObject({ id: top.id, my_reaction: null });
    for (const page of [anonymousBefore, anonymousAfter]) {
      expect(page.wishes.data.every((wish) => !('my_reaction' in wish))).toBe(true);
    }
  });

  it('is sent gzipped to a client that accepts it, the same bytes as the plain answer', async () => {
    const get = (acceptEncoding?: string) =>
      suite.app.inject({
        method: 'GET',
        url: '/v1/wishes?page=1',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('accept-encoding');
    const zipped = await get('gzip, deflate, br, zstd');
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zipped.headers['vary']).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    // A client that refuses gzip gets the plain bytes.
    expect((await get('gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
  });

  it('answers 100 requests at once, odd Accept-Encoding values too, with one page and no 5xx', async () => {
    const headers = [
      'gzip',
      'br;q=1, gzip;q=0.5',
      'gzip;q=abc',
      ',,;;=',
      'x'.repeat(8_000),
      '*',
      'GZIP',
      'identity;q=0',
      'gzip\t',
      '',
    ];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        suite.app.inject({
          method: 'GET',
          url: '/v1/wishes?page=1',
          headers: { 'accept-encoding': headers[i % headers.length]! },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode !== 200)).toEqual([]);
    const bodies = new Set(
      answers.map((answer) =>
        answer.headers['content-encoding'] === 'gzip'
          ? gunzipSync(answer.rawPayload).toString()
          : answer.body,
      ),
    );
    expect(bodies.size).toBe(1);
  });

  it('never answers a request sent after the new page was seen with the old one', async () => {
    const before = await firstPage();
    const wish = await publishUnrelayed('Published during a crowd of readers');
    const seen: { sentAfterNew: boolean; top: string | undefined }[] = [];
    let newSeen = false;
    const deadline = Date.now() + 10_000;
    const reader = async () => {
      while (!newSeen && Date.now() < deadline) {
        const sentAfterNew = newSeen;
        const top = (await firstPage()).wishes.data[0]?.id;
        seen.push({ sentAfterNew, top });
        if (top === wish.id) newSeen = true;
        // A copy is answered without I/O: let the stream's reply in, as real sockets would.
        await setImmediate();
      }
      for (let i = 0; i < 5; i += 1) {
        seen.push({ sentAfterNew: true, top: (await firstPage()).wishes.data[0]?.id });
      }
    };
    const readers = Array.from({ length: 20 }, reader);
    await relay();
    await Promise.all(readers);
    expect(newSeen).toBe(true);
    expect(seen.some((s) => !s.sentAfterNew && s.top === before.wishes.data[0]?.id)).toBe(true);
    expect(seen.filter((s) => s.sentAfterNew).every((s) => s.top === wish.id)).toBe(true);
  });
});
