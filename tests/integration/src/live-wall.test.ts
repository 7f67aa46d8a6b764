import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { buildApp, type ApiApp } from '@wishwall/api/app';
import { ApiClient } from '@wishwall/api/test-support/api-client';
import { publishedWish } from '@wishwall/api/test-support/wall-fixtures';
import {
  unpackCounts,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TopState,
  type VoteChange,
} from '@wishwall/contracts/socket-events';
import { REACTION_TYPES, type WishCountsDto, type WishDto } from '@wishwall/contracts/wish.dto';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import {
  startInProcessGateway,
  type InProcessGateway,
} from '@wishwall/gateway/test-support/in-process-gateway';
import { voteCounts } from '@wishwall/testing/reaction-counts';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { relayBatch } from '@wishwall/worker/outbox-relay';
import type { ReactionAggregator } from '@wishwall/worker/reaction-aggregator';
import { testAggregator } from '@wishwall/worker/test-support/test-aggregator';

const ctx = useTestContext();
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
interface Viewer {
  socket: Client;
  counts: { at: number; batch: WishCountsDto[] }[];
  tops: TopState[];
  published: WishDto[];
  votes: VoteChange[];
}

let api: ApiApp;
let client: ApiClient;
let gateway: InProcessGateway;
let aggregator: ReactionAggregator;
let url: string;
const viewers: Viewer[] = [];

beforeAll(async () => {
  api = await buildApp({ config: ctx.config, db: ctx.db, redis: ctx.redis });
  client = new ApiClient(api, ctx);
  gateway = await startInProcessGateway(ctx);
  url = gateway.url;
  aggregator = testAggregator(ctx);
  aggregator.start();
});

afterAll(async () => {
  viewers.forEach((viewer) => viewer.socket.disconnect());
  await aggregator.stop();
  await gateway.stop();
  await api.close();
});

async function connectViewer(): Promise<Viewer> {
  const socket: Client = io(url, { transports: ['websocket'], reconnection: false });
  const viewer: Viewer = { socket, counts: [], tops: [], published: [], votes: [] };
  socket.on('counts', (batch, top) => {
    viewer.counts.push({ at: Date.now(), batch: batch.map(unpackCounts) });
    if (top) viewer.tops.push(top);
  });
  socket.on('top', (top) => viewer.tops.push(top));
  socket.on('published', (wishes) => viewer.published.push(...wishes));
  socket.on('votes', (changes) => viewer.votes.push(...changes));
  viewers.push(viewer);
  await expect.poll(() => viewer.tops.length).toBeGreaterThan(0);
  return viewer;
}

function latestCounts(viewer: Viewer, wishId: string): WishCountsDto | undefined {
  return viewer.counts.flatMap((c) => c.batch).findLast((counts) => counts.wishId === wishId);
}

const react = (wishId: string, reaction_type: string, token: string) =>
  client.call('POST', `/v1/wishes/${wishId}/react`, { reaction_type }, token);

const lastCountsOf = (viewer: Viewer, wishId: string) =>
  viewer.counts
    .flatMap((m) => m.batch)
    .filter((c) => c.wishId === wishId)
    .at(-1);

describe('live wall push', () => {
  // First in the file: no other wish has likes yet, so one more like can't pass another wish.
  it('sends the top-10 again only when its ranking changes, with current likes on connect', async () => {
    const { wish: first } = await publishedWish(ctx, 'First of two');
    const { wish: second } = await publishedWish(ctx, 'Second of two');
    const tokens = await Promise.all(
      Array.from({ length: 3 }, async () => (await client.register()).body.data.token),
    );
    await react(first.id, 'like', tokens[0]!);
    await react(first.id, 'like', tokens[1]!);
    await react(second.id, 'like', tokens[2]!);
    const viewer = await connectViewer();
    const ranking = (top: TopState | undefined) => top?.wishes.map((w) => w.id) ?? [];
    const ours = (top: TopState | undefined) =>
      ranking(top).filter((id) => id === first.id || id === second.id);
    await expect
      .poll(() => ours(viewer.tops.at(-1)), { timeout: 3000 })
      .toEqual([first.id, second.id]);
    const versions = () => new Set(viewer.tops.map((top) => top.version)).size;
    const versionsBefore = versions();

    // Another like for the leader: counts move, the ranking doesn't.
    const extra = await client.register();
    await react(first.id, 'like', extra.body.data.token);
    await expect.poll(() => latestCounts(viewer, first.id)?.likes, { timeout: 3000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 300)); // a few ticks, for a stray top
    expect(versions()).toBe(versionsBefore);

    // A newcomer sees the current likes in the top it gets on connect.
    const late = await connectViewer();
    await expect
      .poll(() => late.tops.at(-1)?.wishes.find((w) => w.id === first.id)?.likes, { timeout: 3000 })
      .toBe(3);

    // Three more likes for the second wish overtake the first (4 to 3): a new ranking goes out.
    const more = await Promise.all([client.register(), client.register(), client.register()]);
    await Promise.all(more.map((r) => react(second.id, 'like', r.body.data.token)));
    await expect
      .poll(() => ours(viewer.tops.at(-1)), { timeout: 3000 })
      .toEqual([second.id, first.id]);
  });

  it('coalesces a burst into few messages that end on the true counts', async () => {
    const { wish } = await publishedWish(ctx);
    const viewer = await connectViewer();
    const users = await Promise.all(
      Array.from({ length: 20 }, async () => (await client.register()).body.data.token),
    );
    const started = Date.now();
    await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        react(wish.id, REACTION_TYPES[i % REACTION_TYPES.length]!, users[i % 20]!),
      ),
    );
    const truth = await voteCounts(ctx, wish.id);
    await expect
      .poll(() => lastCountsOf(viewer, wish.id), { timeout: 3000 })
      .toMatchObject({ wishId: wish.id, ...truth });
    const elapsedTicks = (Date.now() - started) / ctx.config.gatewayTickMs;
    const messages = viewer.counts.filter((m) => m.batch.some((c) => c.wishId === wish.id));
    // One message per tick at most, each with the latest absolute counts.
    expect(messages.length).toBeLessThanOrEqual(Math.ceil(elapsedTicks) + 1);
    const versions = messages.flatMap((m) =>
      m.batch.filter((c) => c.wishId === wish.id).map((c) => c.version),
    );
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });

  it('answers sync with current counts and ignores bad ids', async () => {
    const { wish } = await publishedWish(ctx);
    const viewer = await connectViewer();
    const token = (await client.register()).body.data.token;
    await react(wish.id, 'heart', token);
    await expect
      .poll(
        async () => (await viewer.socket.emitWithAck('sync', [wish.id, 'nope', '0']))[0]?.hearts,
        { timeout: 3000 },
      )
      .toBe(1);
    expect(await viewer.socket.emitWithAck('sync', ['nope'])).toEqual([]);
  });

  it('sends vote changes to watchers of the wish only', async () => {
    const { wish } = await publishedWish(ctx);
    const watcher = await connectViewer();
    const bystander = await connectViewer();
    watcher.socket.emit('watch', wish.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { body } = await client.register();
    await react(wish.id, 'like', body.data.token);
    await expect
      .poll(() => watcher.votes.at(-1)?.vote?.reaction_type, { timeout: 3000 })
      .toBe('like');
    expect(watcher.votes.at(-1)).toMatchObject({
      wishId: wish.id,
      userId: body.data.user.id,
      vote: { user: { name: 'Ada Lovelace' } },
    });
    await react(wish.id, 'like', body.data.token);
    await expect.poll(() => watcher.votes.at(-1)?.vote, { timeout: 3000 }).toBeNull();
    expect(bystander.votes).toEqual([]);
  });

  it('pushes a top-10 change and newly published wishes', async () => {
    const viewer = await connectViewer();
    const { wish } = await publishedWish(ctx, 'Fresh off the press');
    const stream = new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix));
    await ctx.db
      .transaction()
      .execute((trx) => relayBatch(trx, { stream, enqueueJobs: async () => [] }));
    await expect
      .poll(() => viewer.published.map((w) => w.id), { timeout: 3000 })
      .toContain(wish.id);

    const tokens = await Promise.all(
      Array.from({ length: 3 }, async () => (await client.register()).body.data.token),
    );
    await Promise.all(tokens.map((token) => react(wish.id, 'like', token)));
    await expect
      .poll(() => viewer.tops.at(-1)?.wishes.map((w) => w.id), { timeout: 3000 })
      .toContain(wish.id);
    // Its likes travel in the counts batches; the ranking is sent again only when it changes.
    await expect.poll(() => latestCounts(viewer, wish.id)?.likes, { timeout: 3000 }).toBe(3);
    const versions = viewer.tops.map((top) => top.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
  });
});
