import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  unpackCounts,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@wishwall/contracts/socket-events';
import type { WishCountsDto } from '@wishwall/contracts/wish.dto';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { startInProcessGateway, type InProcessGateway } from './test-support/in-process-gateway.ts';

const ctx = useTestContext();
const TICK_MS = 100;
let running: InProcessGateway;
let viewer: Socket<ServerToClientEvents, ClientToServerEvents>;
const received: { at: number; batch: WishCountsDto[] }[] = [];

beforeAll(async () => {
  // The longest tick the configuration allows, so a push that waited for it would show.
  running = await startInProcessGateway({
    ...ctx,
    config: { ...ctx.config, gatewayTickMs: TICK_MS },
  });
  viewer = io(running.url, { transports: ['websocket'], reconnection: false });
  viewer.on('counts', (batch) => received.push({ at: Date.now(), batch: batch.map(unpackCounts) }));
  await new Promise<void>((resolve) => viewer.once('top', () => resolve()));
});

afterAll(async () => {
  viewer.disconnect();
  await running.stop();
});

const stream = () => new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix));
const countsChanged = (wishId: string, version: number) => ({
  type: 'wish.counts_changed' as const,
  payload: { counts: [{ wishId, likes: version, hearts: 0, dislikes: 0, version }] },
});
const arrivalOf = (wishId: string, version: number) =>
  received.find((m) => m.batch.some((c) => c.wishId === wishId && c.version === version));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the live push’s timing (decision 0030)', () => {
  it('sends a change on an idle wall at once, without waiting for the tick', async () => {
    const writer = stream();
    const delays: number[] = [];
    for (let i = 1; i <= 11; i++) {
      await sleep(TICK_MS + 37); // idle again, at another phase of any clock
      const sentAt = Date.now();
      await writer.appendLive(countsChanged('900001', i));
      await expect.poll(() => arrivalOf('900001', i), { interval: 1 }).toBeDefined();
      delays.push(arrivalOf('900001', i)!.at - sentAt);
    }
    delays.sort((a, b) => a - b);
    // A once-per-tick push would make the median wait about half a tick (50 ms).
    expect(delays[5]).toBeLessThan(20);
  });

  it('under a stream of changes, sends at most one message per tick, ending on the latest', async () => {
    const writer = stream();
    const startedAt = Date.now();
    for (let version = 1; version <= 100; version++) {
      await writer.appendLive(countsChanged('900002', version));
      await sleep(10);
    }
    await expect.poll(() => arrivalOf('900002', 100), { timeout: 2000 }).toBeDefined();
    const messages = received.filter((m) => m.batch.some((c) => c.wishId === '900002'));
    const elapsedTicks = (Date.now() - startedAt) / TICK_MS;
    expect(messages.length).toBeLessThanOrEqual(Math.ceil(elapsedTicks) + 1);
    // The gaps are read where the viewer receives them: on a busy machine one arrival can be held
    // up behind the viewer's own event loop and the next one land just after it, so single gaps
    // say little. On average the pushes still come a tick apart; a throttle that let changes
    // through between ticks would put about ten in each.
    const spanMs = messages.at(-1)!.at - messages[0]!.at;
    expect(messages.length).toBeGreaterThan(2);
    expect(spanMs / (messages.length - 1)).toBeGreaterThan(TICK_MS * 0.7);
  });
});
