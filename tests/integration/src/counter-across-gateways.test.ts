import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  CounterState,
  ServerToClientEvents,
} from '@wishwall/contracts/socket-events';
import { WishPublishService } from '@wishwall/core/wish-publish.service';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import { freePort } from '@wishwall/local-infra/free-port';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { startServiceProcess, type ServiceProcess } from '@wishwall/testing/service-process';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { relayBatch } from '@wishwall/worker/outbox-relay';

const ctx = useTestContext();
type Viewer = Socket<ServerToClientEvents, ClientToServerEvents> & { counts: CounterState[] };

const gateways: { process: ServiceProcess; url: string }[] = [];
const viewers: Viewer[] = [];

function connectViewer(url: string): Viewer {
  const socket = io(url, { transports: ['websocket'], reconnection: false }) as Viewer;
  socket.counts = [];
  socket.on('counter', (state) => socket.counts.push(state));
  viewers.push(socket);
  return socket;
}

/** Publishes a new wish through the domain service and relays its event, as the worker does. */
async function publishAndRelay() {
  const user = await createUser(ctx.db);
  const draft = await createDraftWish(ctx.db, user.id);
  const { wish } = await new WishPublishService(ctx.db).publish(draft.id);
  const stream = new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix));
  await ctx.db
    .transaction()
    .execute((trx) => relayBatch(trx, { stream, enqueueJobs: async () => [] }));
  return wish.number_sequence;
}

const last = (viewer: Viewer) => viewer.counts.at(-1)?.value;

beforeAll(async () => {
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const process = await startServiceProcess(
      'services/gateway/src/main.ts',
      {
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: ctx.databaseUrl,
        REDIS_URL: ctx.redisUrl,
        REDIS_PREFIX: ctx.redisPrefix,
        GATEWAY_PORT: String(port),
        GATEWAY_TICK_MS: '50',
      },
      `${url}/healthz`,
    );
    gateways.push({ process, url });
  }
});

afterAll(async () => {
  viewers.forEach((viewer) => viewer.disconnect());
  await Promise.all(gateways.map(({ process }) => process.stop()));
});

describe('gateway', () => {
  it('pushes the same counter update to viewers on two gateway processes', async () => {
    const [a, b] = gateways.map(({ url }) => connectViewer(url)) as [Viewer, Viewer];
    await expect.poll(() => [last(a), last(b)]).toEqual([0, 0]);

    const published = await publishAndRelay();

    await expect.poll(() => [last(a), last(b)], { timeout: 3000 }).toEqual([published, published]);
    expect(a.counts.at(-1)).toEqual(b.counts.at(-1));
  });

  it('sends a reconnecting viewer the current value it missed', async () => {
    const viewer = connectViewer(gateways[1]!.url);
    await expect.poll(() => viewer.counts.length).toBe(1);
    viewer.disconnect();

    const published = await publishAndRelay();
    const missedValue = await publishAndRelay();
    expect(missedValue).toBe((published ?? 0) + 1);

    viewer.connect();
    await expect.poll(() => last(viewer), { timeout: 3000 }).toBe(missedValue);
  });

  it('stops cleanly on SIGTERM', async () => {
    const codes = await Promise.all(gateways.map(({ process }) => process.stop()));
    expect(codes).toEqual([0, 0]);
  });
});
