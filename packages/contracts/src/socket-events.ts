import type { ErrorCode } from './error-codes.ts';
import type { WishCountsDto, WishDto, VoteDto } from './wish.dto.ts';

/** Socket.IO contract between the gateway and the web client. */

/** Absolute state with a version: clients apply it only if the version is newer. */
export interface CounterState {
  value: number;
  version: number;
}

/** The top-10, whole; `version` orders snapshots. */
export interface TopState {
  wishes: WishDto[];
  version: number;
}

/**
 * One wish's counts on the wire, by position: a burst's batch of a hundred wishes goes to
 * every viewer ten times a second, and tuples are a third the size of keyed objects.
 */
export type PackedCounts = [
  wishId: string,
  likes: number,
  hearts: number,
  dislikes: number,
  version: number,
];

export function packCounts(counts: WishCountsDto): PackedCounts {
  return [counts.wishId, counts.likes, counts.hearts, counts.dislikes, counts.version];
}

export function unpackCounts([
  wishId,
  likes,
  hearts,
  dislikes,
  version,
]: PackedCounts): WishCountsDto {
  return { wishId, likes, hearts, dislikes, version };
}

/** A vote added, switched or removed on a wish someone is watching (the wish page). */
export interface VoteChange {
  wishId: string;
  userId: string;
  /** The vote now, or null when it was removed. */
  vote: VoteDto | null;
}

export interface ServerToClientEvents {
  /** Sent on connect (snapshot) and after every change, coalesced per tick. */
  counter: (state: CounterState) => void;
  /** Sent on connect, and when the top-10 changes in a tick without count changes. */
  top: (state: TopState) => void;
  /**
   * Latest absolute counts of the wishes that changed during a tick, one batch per tick; the
   * top-10 rides along when it changed too, so a burst stays one message per tick.
   */
  counts: (batch: PackedCounts[], top?: TopState) => void;
  /** Wishes published during a tick, newest last. */
  published: (wishes: WishDto[]) => void;
  /** To watchers of a wish (see `watch`): its vote changes during a tick. */
  votes: (changes: VoteChange[]) => void;
  /**
   * Updates were held back while this client could not keep up (its connection's buffer was
   * full): it should `sync` what it shows, as after a reconnect.
   */
  resync: () => void;
  /**
   * To an identified user's sockets (see `identify`): their wallet after a reward, a gift or a
   * withdrawal change; apply it only if `version` is newer, then refresh the lists.
   */
  wallet: (state: WalletLiveState) => void;
  /** To everyone: the raffle was drawn (once, for good). */
  raffle: (result: RaffleLiveResult) => void;
  /** To everyone, on connect and when it changes: the current raffle round. */
  round: (round: RaffleRoundLive) => void;
}

/** The current round as pushed live: the fields of `GET /v1/raffle`'s `round`. */
export interface RaffleRoundLive {
  number: number;
  prize: string;
  state: 'open' | 'closed' | 'drawn';
  opens_at: string;
  closes_at: string;
  closed_at: string | null;
}

export interface RaffleLiveResult {
  wishId: string;
  likes: number;
  drawnAt: string;
}

/** A wallet's balance (decimal USD text) and version, as pushed live. */
export interface WalletLiveState {
  balance: string;
  version: number;
}

export interface ClientToServerEvents {
  /**
   * Current counts of the given wishes (at most `SYNC_MAX_WISHES`), answered through the ack: a client that
   * (re)connects resyncs what it shows. Each id costs one of the socket's sync allowance
   * (`SYNC_IDS_BURST`, `SYNC_IDS_PER_SECOND`); past it, or while the gateway's reads are full,
   * the answer is no counts and a `rate_limited` refusal saying when to ask again.
   */
  sync: (
    wishIds: string[],
    ack: (counts: WishCountsDto[], refused?: SocketRefusal) => void,
  ) => void;
  /**
   * Receive `votes` for this wish (the wish page) until `unwatch` or disconnect; at most
   * `WATCH_MAX_WISHES` at once. The optional ack gets null, or why the watch was refused.
   */
  watch: (wishId: string, ack?: (error: SocketAckError | null) => void) => void;
  unwatch: (wishId: string) => void;
  /**
   * Signs the socket in with the API's sign-in token (null signs it out), so it receives its
   * user's `wallet` pushes; the ack says whether the token was accepted, or (with false) that
   * the gateway's session checks are full and when to ask again.
   */
  identify: (
    token: string | null,
    ack?: (identified: boolean, refused?: SocketRefusal) => void,
  ) => void;
}

/** Why the gateway refused an event, with the API's error codes. */
export interface SocketAckError {
  code: ErrorCode;
  message: string;
}

/** A refusal that passes: ask again after `retryAfterMs`. */
export interface SocketRefusal extends SocketAckError {
  retryAfterMs: number;
}

export const SOCKET_PATH = '/socket.io';
/**
 * Wish ids in one `sync` at most; the web client sends more in several. An event is decoded
 * before any allowance can refuse it, and decoding short strings is costly: V8 makes each one
 * unique as it parses a JSON document, so 200 ids nobody sent before took ~0.1 ms of the one
 * event loop, and a crowd of such syncs saturated it (docs/reliability.md#a-crowd-of-sockets).
 */
export const SYNC_MAX_WISHES = 50;

/** Splits wish ids into `sync` events of at most {@link SYNC_MAX_WISHES}, in their order. */
export function syncChunks<T>(ids: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(ids.length / SYNC_MAX_WISHES) }, (_, index) =>
    ids.slice(index * SYNC_MAX_WISHES, (index + 1) * SYNC_MAX_WISHES),
  );
}
/**
 * Wish ids a socket may sync: a burst of this many, refilled at this rate per second. A page
 * of the wall syncs the few dozen wishes it shows on each (re)connect, and a client that
 * scrolled far syncs what it loaded in a few events at once; the allowance counts ids, not
 * events, because an id is what costs the gateway a read.
 */
export const SYNC_IDS_BURST = 8 * SYNC_MAX_WISHES;
export const SYNC_IDS_PER_SECOND = 50;
/** Wishes one socket may watch at once: the web client watches the one wish page it shows. */
export const WATCH_MAX_WISHES = 50;
/**
 * Events a socket may send: a burst of this many, refilled at this rate per second. The web
 * client sends a few per page view (sync, watch, unwatch) and one per sign-in or sign-out; a
 * socket past it is disconnected. Two a second is a wish page (three events) every second and
 * a half without end, and the burst covers a faster spree for a while. At ten, 2,000 sockets
 * could ask 20,000 events a second, more than a process decodes and answers (about 8,000); at
 * three, such a crowd took an unrelated read's p99 to 1.1 s (docs/reliability.md). The burst is
 * ten seconds of the rate, so a client whose events reach a stalled server bunched is not taken
 * for a script; a client dropped anyway reconnects (`web/src/live/socket-client.ts`).
 */
export const SOCKET_EVENT_BURST = 20;
/**
 * The largest frame a socket may send, in bytes (socket.io's `maxHttpBufferSize`, 1 MB unless
 * set); a larger one closes the connection. Every frame is decoded before the allowances can
 * look at it, whatever its event, so this, not `SYNC_MAX_WISHES`, bounds what a hostile event
 * may cost: kept just above the largest frame the web client sends, a full `sync` (50 ids of
 * up to 18 digits, about 1,070 bytes); an `identify` with its token is about 350.
 */
export const SOCKET_MAX_FRAME_BYTES = 1_200;
export const SOCKET_EVENTS_PER_SECOND = 2;
