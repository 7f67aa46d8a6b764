import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  RaffleLiveResult,
  RaffleRoundLive,
  TopState,
  ServerToClientEvents,
} from '@wishwall/contracts/socket-events';
import { toRaffleRoundDto } from '@wishwall/core/raffle-round.mapper';
import { WishPublishService } from '@wishwall/core/wish-publish.service';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { createDraftWish, createUser } from '@wishwall/testing/fixtures';
import { redisKeys } from '@wishwall/events/redis-keys';
import { useTestContext } from '@wishwall/testing/use-test-context';
import { startInProcessGateway, type InProcessGateway } from './test-support/in-process-gateway.ts';

const ctx = useTestContext();
let gateway: InProcessGateway;
const sockets: Socket<ServerToClientEvents, ClientToServerEvents>[] = [];

beforeAll(async () => {
  gateway = await startInProcessGateway(ctx);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await gateway.stop();
});

describe('the raffle result, live', () => {
  it('reaches every open wall, anonymous viewers included', async () => {
    const viewers = [0, 1].map(() => {
      const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(gateway.url, {
        transports: ['websocket'],
        reconnection: false,
      });
      sockets.push(socket);
      const seen: RaffleLiveResult[] = [];
      socket.on('raffle', (result) => seen.push(result));
      return { socket, seen };
    });
    await Promise.all(
      viewers.map(({ socket }) => new Promise((resolve) => socket.on('connect', () => resolve(0)))),
    );
    const drawnAt = new Date().toISOString();
    // What the outbox relay appends for the draw's `raffle.drawn` row.
    await new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix)).appendLive({
      type: 'raffle.drawn',
      payload: { round: 1, wishId: '42', likes: 9, drawnAt },
    });
    for (const { seen } of viewers) {
      await expect.poll(() => seen).toEqual([{ wishId: '42', likes: 9, drawnAt }]);
    }
  });

  it('sends the current round on connect, then each newer state of it, not an older one', async () => {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(gateway.url, {
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    const seen: RaffleRoundLive[] = [];
    socket.on('round', (round) => seen.push(round));
    await expect
      .poll(() => seen.map((round) => [round.number, round.state]))
      .toEqual([[1, 'open']]);
    expect(seen[0]).toMatchObject({ prize: '10000.00', closed_at: null });
    const writer = new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix));
    const round = (state: RaffleRoundLive['state'], number = 1): RaffleRoundLive => ({
      ...seen[0]!,
      number,
      state,
      closed_at: state === 'open' ? null : new Date().toISOString(),
    });
    await writer.appendLive({ type: 'raffle.round_changed', payload: round('closed') });
    // Out of order (an older state arriving late) changes nothing.
    await writer.appendLive({ type: 'raffle.round_changed', payload: round('open') });
    await writer.appendLive({ type: 'raffle.round_changed', payload: round('drawn') });
    await writer.appendLive({ type: 'raffle.round_changed', payload: round('open', 2) });
    await expect
      .poll(() => seen.map((r) => [r.number, r.state]))
      .toEqual([
        [1, 'open'],
        [1, 'closed'],
        [1, 'drawn'],
        [2, 'open'],
      ]);
  });

  it("shows the new round's top-10 once the round changes", async () => {
    // Round 1 has a liked wish; then it is drawn on a ranking without it and the next round
    // opens (number 3: the test above already pushed a round 2 to this gateway).
    const author = await createUser(ctx.db);
    const draft = await createDraftWish(ctx.db, author.id);
    const { wish } = await new WishPublishService(ctx.db).publish(draft.id);
    await ctx.db.updateTable('wishes').set({ likes: 5 }).where('id', '=', wish.id).execute();
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(gateway.url, {
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    const tops: string[][] = [];
    const seeTop = (top: TopState) => tops.push(top.wishes.map((w) => w.id));
    socket.on('top', seeTop);
    socket.on('counts', (_batch, top) => top && seeTop(top));
    const writer = new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix));
    // A wish publication makes the gateway read the top-10 again: round 1's, with the wish.
    await writer.appendLive({
      type: 'wish.published',
      payload: {
        wishId: wish.id,
        userId: author.id,
        numberSequence: wish.number_sequence!,
        publishedCount: wish.number_sequence!,
        counterVersion: Date.now(),
      },
    });
    await expect.poll(() => tops.at(-1)).toEqual([wish.id]);

    await ctx.db
      .updateTable('raffle_rounds')
      .set({ state: 'drawn', closed_at: new Date() })
      .where('number', '=', 1)
      .execute();
    await ctx.db
      .insertInto('raffle_rounds')
      .values({ number: 3, prize: '1000000', closes_at: new Date(Date.now() + 3_600_000) })
      .execute();
    const round = await ctx.db
      .selectFrom('raffle_rounds')
      .selectAll()
      .where('number', '=', 3)
      .executeTakeFirstOrThrow();
    await writer.appendLive({ type: 'raffle.round_changed', payload: toRaffleRoundDto(round) });
    await expect.poll(() => tops.at(-1)).toEqual([]);
  });
});
