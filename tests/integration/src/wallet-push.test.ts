import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { buildApp, type ApiApp } from '@wishwall/api/app';
import { ApiClient } from '@wishwall/api/test-support/api-client';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  WalletLiveState,
} from '@wishwall/contracts/socket-events';
import { ReferralRewardService } from '@wishwall/core/referral-reward.service';
import {
  createReferredUser,
  fundWallet,
  testLedger,
} from '@wishwall/core/test-support/wallet-fixtures';
import { pushWalletChanges } from '@wishwall/core/wallet-changed';
import { relayBatch } from '@wishwall/worker/outbox-relay';
import { EventStreamWriter } from '@wishwall/events/event-stream-writer';
import { redisKeys } from '@wishwall/events/redis-keys';
import {
  startInProcessGateway,
  type InProcessGateway,
} from '@wishwall/gateway/test-support/in-process-gateway';
import { useTestContext } from '@wishwall/testing/use-test-context';

const ctx = useTestContext();
type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let api: ApiApp;
let client: ApiClient;
let gateway: InProcessGateway;
const sockets: Client[] = [];

beforeAll(async () => {
  api = await buildApp({ config: ctx.config, db: ctx.db, redis: ctx.redis });
  client = new ApiClient(api, ctx);
  gateway = await startInProcessGateway(ctx);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await gateway.stop();
  await api.close();
});

async function connect(token: string | null) {
  const socket: Client = io(gateway.url, { transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const wallets: WalletLiveState[] = [];
  socket.on('wallet', (state) => wallets.push(state));
  const identified = await new Promise<boolean>((resolve) =>
    socket.emit('identify', token, resolve),
  );
  return { socket, wallets, identified };
}

async function signedInUser() {
  const { body, email } = await client.register();
  return { id: body.data.user.id as string, email, token: body.data.token as string };
}

describe('live wallet', () => {
  it('identifies a socket only with a valid, unrevoked sign-in token', async () => {
    const user = await signedInUser();
    expect((await connect(user.token)).identified).toBe(true);
    expect((await connect('not.a.token')).identified).toBe(false);
    expect((await connect(`${user.token.slice(0, -2)}xx`)).identified).toBe(false);
    expect((await connect(null)).identified).toBe(false);
    const loggedOut = await client.call('POST', '/v1/logout', undefined, user.token);
    expect(loggedOut.status).toBe(200);
    expect((await connect(user.token)).identified).toBe(false);
  });

  it('pushes a gift bought to the giver’s sockets only, versioned', async () => {
    const giver = await signedInUser();
    const bystander = await signedInUser();
    await fundWallet(ctx.db, giver.id, 3_000_000n);
    const mine = await connect(giver.token);
    const theirs = await connect(bystander.token);
    const gift = await client.call(
      'POST',
      '/v1/gift-a-wish',
      { receiver_email: `live-${crypto.randomUUID().slice(0, 8)}@example.test` },
      giver.token,
    );
    expect(gift.status).toBe(200);
    await expect.poll(() => mine.wallets).toEqual([{ balance: '2.00', version: 2 }]);
    expect(theirs.wallets).toEqual([]);
  });

  it('pushes a referral reward to the referrer', async () => {
    const referrer = await signedInUser();
    const referred = await createReferredUser(ctx.db, referrer.id);
    const live = await connect(referrer.token);
    const { ledger } = testLedger(ctx.db);
    const stream = new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix));
    await new ReferralRewardService({
      db: ctx.db,
      ledger,
      changed: pushWalletChanges(ledger, stream, () => {}),
    }).pay(referred.id, 'email_verified');
    await expect.poll(() => live.wallets).toEqual([{ balance: '0.001', version: 1 }]);
  });

  it('stops reaching the sockets of sessions an account change ended, not the one that made it', async () => {
    const { body, email, password } = await client.registerVerified();
    const userId: string = body.data.user.id;
    const acting: string = body.data.token;
    const bystander: string = (await client.login(email, password)).body.data.token;
    const actingSocket = await connect(acting);
    const bystanderSocket = await connect(bystander);
    await client.enableTwoFactor(userId, acting);
    // What the worker's outbox relay does: the change's `user.sessions_ended` onto the stream.
    const stream = new EventStreamWriter(ctx.redis, redisKeys(ctx.redisPrefix));
    await ctx.db
      .transaction()
      .execute((trx) => relayBatch(trx, { stream, enqueueJobs: async () => [] }));
    await stream.appendLive({
      type: 'wallet.changed',
      payload: { userId, balance: '1.00', version: 1 },
    });
    await expect.poll(() => actingSocket.wallets).toEqual([{ balance: '1.00', version: 1 }]);
    expect(bystanderSocket.wallets).toEqual([]);
  });
});
