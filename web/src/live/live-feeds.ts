import {
  unpackCounts,
  type ClientToServerEvents,
  type CounterState,
  type RaffleLiveResult,
  type ServerToClientEvents,
  type TopState,
  type VoteChange,
  type WalletLiveState,
} from '@wishwall/contracts/socket-events';
import type { WishCountsDto, WishDto } from '@wishwall/contracts/wish.dto';
import type { LiveSocket } from '../lib/deferred-socket.ts';
import { socket } from './socket-client.ts';

export type GatewaySocket = LiveSocket<ServerToClientEvents, ClientToServerEvents>;

/** Ends a subscription: its listeners come off the socket. */
export type Unsubscribe = () => void;

export type Connection = 'connected' | 'disconnected';

/** What a page that shows a list the gateway keeps current does when it may have missed pushes. */
export interface MissedUpdates {
  /**
   * After a reconnect (not the first connect: the page's own fetch covers that) or a `resync`
   * (the gateway held pushes back): fetch afresh.
   */
  onMissed: () => void;
}

type Listener = (...args: never[]) => void;
interface LooseSocket {
  on(event: string, listener: Listener): unknown;
  off(event: string, listener: Listener): unknown;
}

/**
 * Every subscription of the web to the gateway's socket, in one place: each feed takes the
 * listeners that feed a feature's store or state, starts the connection if it needs one, and
 * returns how to stop. Features call these and never touch the socket (docs/architecture.md#live-push).
 */
export function createLiveFeeds(gateway: GatewaySocket) {
  // Socket.IO's typed `on` cannot take an event name that is itself a type parameter.
  const loose = gateway as unknown as LooseSocket;
  function listen<
    E extends keyof ServerToClientEvents | 'connect' | 'disconnect' | 'connect_error',
  >(
    event: E,
    listener: E extends keyof ServerToClientEvents ? ServerToClientEvents[E] : Listener,
  ): Unsubscribe {
    loose.on(event, listener as Listener);
    return () => loose.off(event, listener as Listener);
  }
  const all =
    (...stops: Unsubscribe[]): Unsubscribe =>
    () => {
      for (const stop of stops) stop();
    };
  const ensureConnected = () => {
    if (!gateway.connected) gateway.connect();
  };

  /** Calls `onMissed` after a reconnect and on `resync`; `onConnect` on every connect, first. */
  function missedUpdates({ onMissed }: MissedUpdates, onConnect?: () => void): Unsubscribe {
    let offline = false;
    return all(
      listen('disconnect', () => {
        offline = true;
      }),
      listen('connect', () => {
        onConnect?.();
        if (offline) onMissed();
        offline = false;
      }),
      listen('resync', onMissed),
    );
  }

  return {
    /** The wall counter's versioned pushes, and whether the connection is up. */
    followCounter(
      onCounter: (state: CounterState) => void,
      onConnection: (connection: Connection) => void,
    ): Unsubscribe {
      const down = () => onConnection('disconnected');
      const stop = all(
        listen('counter', onCounter),
        listen('connect', () => onConnection('connected')),
        listen('disconnect', down),
        listen('connect_error', down),
      );
      if (gateway.connected) onConnection('connected');
      else gateway.connect();
      return stop;
    },

    /** The top-10's snapshots, whether sent alone or riding along with a counts batch. */
    followTop(onTop: (state: TopState) => void): Unsubscribe {
      const stop = all(
        listen('top', onTop),
        listen('counts', (_batch, top) => {
          if (top) onTop(top);
        }),
      );
      ensureConnected();
      return stop;
    },

    /**
     * The count batches of the wishes that changed, and a resync of what is on screen on every
     * (re)connect and `resync`.
     */
    followCounts(
      onCounts: (counts: WishCountsDto[]) => void,
      resyncOnScreen: () => void,
    ): Unsubscribe {
      const stop = all(
        listen('counts', (batch) => onCounts(batch.map(unpackCounts))),
        listen('connect', resyncOnScreen),
        listen('resync', resyncOnScreen),
      );
      ensureConnected();
      return stop;
    },

    /**
     * The signed-in user's wallet pushes: the socket identifies itself with the session token on
     * every connect, and stops being identified when the subscription ends. A push goes only to
     * sockets identified when it is sent, so one made between the page's own fetch and the
     * gateway's "identified" (a slow connect, a busy gateway, a reconnect after a drop) reached
     * nobody: `onMissed` is called each time the socket is identified, to fetch afresh.
     */
    followWallet(
      token: string | null,
      onWallet: (state: WalletLiveState) => void,
      { onMissed }: MissedUpdates,
    ): Unsubscribe {
      let stopped = false;
      let retry: ReturnType<typeof setTimeout> | undefined;
      // A gateway whose session checks are full says when to ask again
      // (docs/decisions/0048-gateway-under-a-crowd.md).
      const identify = () => {
        clearTimeout(retry);
        gateway.emit('identify', token, (identified, refused) => {
          if (stopped) return;
          if (refused) retry = setTimeout(identify, refused.retryAfterMs);
          else if (identified) onMissed();
        });
      };
      const stop = all(listen('connect', identify), listen('wallet', onWallet));
      if (gateway.connected) identify();
      else gateway.connect();
      return () => {
        stopped = true;
        clearTimeout(retry);
        stop();
        if (gateway.connected) gateway.emit('identify', null);
      };
    },

    /**
     * One wish's vote changes. The gateway forgets a watch with its connection, so every connect
     * watches again; after a reconnect or a `resync` the page fetches the wish afresh.
     */
    watchWish(
      wishId: string,
      { onVotes, onMissed }: { onVotes: (changes: VoteChange[]) => void } & MissedUpdates,
    ): Unsubscribe {
      const watch = () => gateway.emit('watch', wishId);
      const stop = all(listen('votes', onVotes), missedUpdates({ onMissed }, watch));
      if (gateway.connected) watch();
      else gateway.connect();
      return () => {
        stop();
        if (gateway.connected) gateway.emit('unwatch', wishId);
      };
    },

    /** The wishes just published (newest last); nothing is pushed while offline or lagging. */
    followPublished(onPublished: (wishes: WishDto[]) => void, missed: MissedUpdates): Unsubscribe {
      return all(listen('published', onPublished), missedUpdates(missed));
    },

    /** The raffle's result, sent once to every socket when it is drawn. */
    followRaffle(onRaffle: (result: RaffleLiveResult) => void): Unsubscribe {
      const stop = listen('raffle', onRaffle);
      ensureConnected();
      return stop;
    },
  };
}

/** The feeds of the one shared connection. */
export const liveFeeds = createLiveFeeds(socket);
