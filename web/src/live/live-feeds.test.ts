import type { TopState, VoteChange } from '@wishwall/contracts/socket-events';
import type { WishDto } from '@wishwall/contracts/wish.dto';
import { describe, expect, it, vi } from 'vitest';
import { createLiveFeeds, type GatewaySocket } from './live-feeds.ts';

type Listener = (...args: unknown[]) => void;

/** A socket that records what is sent, lets the test deliver events, and counts its listeners. */
function fakeGateway(connected = false) {
  const listeners = new Map<string, Listener[]>();
  const sent: unknown[][] = [];
  /** The acks of the events sent with one, in order. */
  const acks: ((...answer: unknown[]) => void)[] = [];
  let connects = 0;
  const gateway = {
    connected,
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    },
    off(event: string, listener: Listener) {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((each) => each !== listener),
      );
    },
    emit(...args: unknown[]) {
      const last = args.at(-1);
      if (typeof last === 'function') acks.push(args.pop() as (...answer: unknown[]) => void);
      sent.push(args);
    },
    connect() {
      connects += 1;
    },
  };
  const deliver = (event: string, ...args: unknown[]) => {
    if (event === 'connect') gateway.connected = true;
    if (event === 'disconnect') gateway.connected = false;
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };
  const listening = () => [...listeners.values()].reduce((sum, each) => sum + each.length, 0);
  return {
    feeds: createLiveFeeds(gateway as unknown as GatewaySocket),
    deliver,
    sent,
    acks,
    listening,
    connects: () => connects,
  };
}

const top = (version: number): TopState => ({ wishes: [], version });

describe('live feeds', () => {
  it('feed the counter and the connection state, and connect when needed', () => {
    const gateway = fakeGateway();
    const counters: unknown[] = [];
    const connection: string[] = [];
    const stop = gateway.feeds.followCounter(
      (state) => counters.push(state),
      (state) => connection.push(state),
    );
    expect(gateway.connects()).toBe(1);
    gateway.deliver('connect');
    gateway.deliver('counter', { value: 3, version: 7 });
    gateway.deliver('connect_error', new Error('refused'));
    gateway.deliver('disconnect');
    expect(counters).toEqual([{ value: 3, version: 7 }]);
    expect(connection).toEqual(['connected', 'disconnected', 'disconnected']);
    stop();
    expect(gateway.listening()).toBe(0);
  });

  it('say the connection is up at once when it already is', () => {
    const gateway = fakeGateway(true);
    const connection: string[] = [];
    gateway.feeds.followCounter(
      () => undefined,
      (state) => connection.push(state),
    );
    expect(connection).toEqual(['connected']);
    expect(gateway.connects()).toBe(0);
  });

  it('feed the top-10 sent alone and riding along with a counts batch', () => {
    const gateway = fakeGateway();
    const seen: number[] = [];
    const stop = gateway.feeds.followTop((state) => seen.push(state.version));
    gateway.deliver('top', top(1));
    gateway.deliver('counts', [], top(2));
    gateway.deliver('counts', []);
    expect(seen).toEqual([1, 2]);
    stop();
    expect(gateway.listening()).toBe(0);
  });

  it('unpack count batches and resync what is on screen on every connect and resync', () => {
    const gateway = fakeGateway();
    const counts: unknown[] = [];
    let resyncs = 0;
    const stop = gateway.feeds.followCounts(
      (batch) => counts.push(...batch),
      () => (resyncs += 1),
    );
    gateway.deliver('counts', [['w1', 1, 2, 3, 4]]);
    gateway.deliver('connect');
    gateway.deliver('resync');
    expect(counts).toEqual([{ wishId: 'w1', likes: 1, hearts: 2, dislikes: 3, version: 4 }]);
    expect(resyncs).toBe(2);
    stop();
    expect(gateway.listening()).toBe(0);
  });

  it('identify the wallet’s socket on every connect and stop being identified at the end', () => {
    const gateway = fakeGateway(true);
    const balances: string[] = [];
    const stop = gateway.feeds.followWallet('token-1', (state) => balances.push(state.balance), {
      onMissed: () => {},
    });
    gateway.deliver('wallet', { balance: '12.00', version: 2 });
    gateway.deliver('disconnect');
    gateway.deliver('connect');
    stop();
    expect(balances).toEqual(['12.00']);
    expect(gateway.sent).toEqual([
      ['identify', 'token-1'],
      ['identify', 'token-1'],
      ['identify', null],
    ]);
    expect(gateway.listening()).toBe(0);
  });

  it('identify again when the gateway says it is busy, and not after the end', () => {
    vi.useFakeTimers();
    try {
      const gateway = fakeGateway(true);
      let missed = 0;
      const stop = gateway.feeds.followWallet('token-1', () => {}, {
        onMissed: () => (missed += 1),
      });
      const busy = { code: 'rate_limited', message: 'busy', retryAfterMs: 1500 };
      gateway.acks[0]?.(false, busy);
      vi.advanceTimersByTime(1499);
      expect(gateway.sent).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(gateway.sent).toEqual([
        ['identify', 'token-1'],
        ['identify', 'token-1'],
      ]);
      // Refused, nothing was missed yet; identified at last, what was pushed meanwhile was.
      expect(missed).toBe(0);
      gateway.acks[1]?.(true);
      expect(missed).toBe(1);
      gateway.acks[1]?.(false, busy);
      stop();
      vi.advanceTimersByTime(5000);
      expect(gateway.sent).toEqual([
        ['identify', 'token-1'],
        ['identify', 'token-1'],
        ['identify', null],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetch the wallet afresh each time the socket is identified: pushes before it reached nobody', () => {
    const gateway = fakeGateway();
    let missed = 0;
    const stop = gateway.feeds.followWallet('token-1', () => {}, {
      onMissed: () => (missed += 1),
    });
    // Connected, but the gateway has not checked the session yet: a push now goes elsewhere.
    gateway.deliver('connect');
    expect(missed).toBe(0);
    gateway.acks[0]?.(true);
    expect(missed).toBe(1);
    // Dropped (past the event allowance, say) and back: identified again, fetched again.
    gateway.deliver('disconnect');
    gateway.deliver('connect');
    gateway.acks[1]?.(true);
    expect(missed).toBe(2);
    // A token that names nobody gets no pushes to miss; an answer after the end changes nothing.
    gateway.deliver('connect');
    gateway.acks[2]?.(false);
    expect(missed).toBe(2);
    gateway.deliver('connect');
    stop();
    gateway.acks[3]?.(true);
    expect(missed).toBe(2);
  });

  it('watch a wish on every connect, fetch afresh only after a reconnect or a resync, unwatch at the end', () => {
    const gateway = fakeGateway();
    const votes: VoteChange[][] = [];
    let missed = 0;
    const stop = gateway.feeds.watchWish('w1', {
      onVotes: (changes) => votes.push(changes),
      onMissed: () => (missed += 1),
    });
    expect(gateway.connects()).toBe(1);
    gateway.deliver('connect');
    expect(missed).toBe(0);
    gateway.deliver('votes', [{ wishId: 'w1', userId: 'u1', vote: null }]);
    gateway.deliver('disconnect');
    gateway.deliver('connect');
    expect(missed).toBe(1);
    gateway.deliver('connect');
    expect(missed).toBe(1);
    gateway.deliver('resync');
    expect(missed).toBe(2);
    stop();
    expect(votes).toHaveLength(1);
    expect(gateway.sent).toEqual([
      ['watch', 'w1'],
      ['watch', 'w1'],
      ['watch', 'w1'],
      ['unwatch', 'w1'],
    ]);
    expect(gateway.listening()).toBe(0);
  });

  it('hand over published wishes and ask for a catch-up after a reconnect or a resync', () => {
    const gateway = fakeGateway(true);
    const batches: WishDto[][] = [];
    let missed = 0;
    const stop = gateway.feeds.followPublished((wishes) => batches.push(wishes), {
      onMissed: () => (missed += 1),
    });
    gateway.deliver('published', []);
    gateway.deliver('disconnect');
    gateway.deliver('connect');
    gateway.deliver('resync');
    expect(batches).toHaveLength(1);
    expect(missed).toBe(2);
    // The wall is fed by the layout's connection; it does not open one itself.
    expect(gateway.connects()).toBe(0);
    stop();
    expect(gateway.listening()).toBe(0);
  });

  it('feed the raffle’s result', () => {
    const gateway = fakeGateway();
    const results: unknown[] = [];
    const stop = gateway.feeds.followRaffle((result) => results.push(result));
    gateway.deliver('raffle', { wish_id: 'w1' });
    stop();
    gateway.deliver('raffle', { wish_id: 'w2' });
    expect(results).toEqual([{ wish_id: 'w1' }]);
    expect(gateway.connects()).toBe(1);
  });
});
