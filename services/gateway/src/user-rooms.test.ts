import { randomUUID } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  WalletLiveState,
} from '@wishwall/contracts/socket-events';
import type { DomainEvent } from '@wishwall/contracts/domain-events';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import { createUser } from '@wishwall/testing/fixtures';
import { useTestContext } from '@wishwall/testing/use-test-context';
import type { SocketIdentity, SocketSession } from './socket-identity.ts';
import { startInProcessGateway, type InProcessGateway } from './test-support/in-process-gateway.ts';
import { UserRooms } from './user-rooms.ts';

const ctx = useTestContext();
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
let gateway: InProcessGateway;
const sockets: Client[] = [];

beforeAll(async () => {
  gateway = await startInProcessGateway(ctx);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await gateway.stop();
});

/** A sign-in token as the API signs one, with any claim replaced. */
function token(claims: Record<string, unknown>) {
  const sign = createSigner({ key: ctx.config.jwtSecret, algorithm: 'HS256', expiresIn: 600_000 });
  return sign({
    jti: randomUUID(),
    amr: ['pwd'],
    auth_time: Math.floor(Date.now() / 1000),
    ...claims,
  });
}

async function connect(signIn: string) {
  const socket: Client = io(gateway.url, { transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const wallets: WalletLiveState[] = [];
  socket.on('wallet', (state) => wallets.push(state));
  const identify = (with_: string | null) =>
    new Promise<boolean>((resolve) => socket.emit('identify', with_, resolve));
  return { socket, wallets, identify, identified: await identify(signIn) };
}

/** What the outbox relay appends for an event. */
const append = (event: DomainEvent) =>
  new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix)).appendLive(event);

describe('the user’s room', () => {
  it('the sockets of sessions an account change ended leave it; the session that made the change stays', async () => {
    const user = await createUser(ctx.db);
    const ended = await connect(token({ sub: user.id, ver: 0 }));
    const keptJti = randomUUID();
    const kept = await connect(token({ sub: user.id, ver: 0, jti: keptJti }));
    expect([ended.identified, kept.identified]).toEqual([true, true]);

    // The account change commits (the version moves) and its event reaches the gateway.
    await ctx.db.updateTable('users').set({ token_version: 1 }).where('id', '=', user.id).execute();
    await append({
      type: 'user.sessions_ended',
      payload: { userId: user.id, tokenVersion: 1, keptJti },
    });
    await append({
      type: 'wallet.changed',
      payload: { userId: user.id, balance: '5.00', version: 1 },
    });
    await expect.poll(() => kept.wallets).toEqual([{ balance: '5.00', version: 1 }]);
    expect(ended.wallets).toEqual([]);
    // Its token names nobody any more, so identifying again does not bring it back.
    expect(await ended.identify(token({ sub: user.id, ver: 0 }))).toBe(false);
    // The session's new token, at the new version, joins as ever.
    expect(await ended.identify(token({ sub: user.id, ver: 1 }))).toBe(true);
    await append({
      type: 'wallet.changed',
      payload: { userId: user.id, balance: '6.00', version: 2 },
    });
    await expect.poll(() => ended.wallets).toEqual([{ balance: '6.00', version: 2 }]);
  });

  it('refuses tokens whose amr or auth_time is malformed', async () => {
    const user = await createUser(ctx.db);
    const now = Math.floor(Date.now() / 1000);
    for (const claims of [
      { amr: [] },
      { amr: ['pwd', 'sms'] },
      { amr: 'pwd' },
      { amr: undefined },
      { auth_time: undefined },
      { auth_time: '1' },
      { auth_time: now + 600 },
    ]) {
      const { identified } = await connect(token({ sub: user.id, ver: 0, ...claims }));
      expect({ claims, identified }).toEqual({ claims, identified: false });
    }
    expect((await connect(token({ sub: user.id, ver: 0, amr: ['pwd', 'hwk'] }))).identified).toBe(
      true,
    );
  });

  it('an identification that read its session before the change and joins after the event is refused', async () => {
    const before: SocketSession = { userId: '7', jti: randomUUID(), tokenVersion: 3 };
    const read = Promise.withResolvers<SocketSession>();
    const rooms = new UserRooms(new Server(), {
      sessionOf: () => read.promise,
    } as unknown as SocketIdentity);
    const joined: string[] = [];
    const socket = {
      data: {} as { session?: SocketSession },
      join: (room: string) => void joined.push(room),
      leave: () => undefined,
    };
    const identifying = rooms.identify(socket, 'a token');
    rooms.sessionsEnded({ userId: '7', tokenVersion: 4, keptJti: null });
    read.resolve(before);
    expect(await identifying).toBe(false);
    expect(joined).toEqual([]);
    // The session kept through the change, and sessions at the new version, still join.
    const kept = new UserRooms(new Server(), {
      sessionOf: async () => before,
    } as unknown as SocketIdentity);
    kept.sessionsEnded({ userId: '7', tokenVersion: 4, keptJti: before.jti });
    expect(await kept.identify(socket, 'a token')).toBe(true);
  });
});
