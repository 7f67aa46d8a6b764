import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  unpackCounts,
  type ClientToServerEvents,
  type CounterState,
  type ServerToClientEvents,
} from '@wishwall/contracts/socket-events';
import type { WishCountsDto } from '@wishwall/contracts/wish.dto';

/**
 * A live viewer of the wall that keeps what the web client keeps: the counter and the counts
 * of the wishes on its screen, newest version wins, resynced on every (re)connect and when
 * the gateway asks. It reconnects by itself after the product restarts.
 */
export class LiveViewer {
  private readonly socket: Socket<ServerToClientEvents, ClientToServerEvents>;
  private readonly wishIds: readonly string[];
  private readonly shown = new Map<string, WishCountsDto>();
  private counterState: CounterState | undefined;
  private reconnections = 0;

  constructor(url: string, wishIds: readonly string[]) {
    this.wishIds = wishIds;
    this.socket = io(url, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 250,
      reconnectionDelayMax: 1000,
    });
    this.socket.on('connect', () => this.sync());
    this.socket.io.on('reconnect', () => this.reconnections++);
    this.socket.on('resync', () => this.sync());
    this.socket.on('counter', (state) => this.applyCounter(state));
    this.socket.on('counts', (batch) => this.applyCounts(batch.map(unpackCounts)));
  }

  get reconnects(): number {
    return this.reconnections;
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  /** The counter on screen; undefined before the first snapshot. */
  counter(): number | undefined {
    return this.counterState?.value;
  }

  countsOf(wishId: string): WishCountsDto | undefined {
    return this.shown.get(wishId);
  }

  close(): void {
    this.socket.disconnect();
  }

  private sync(): void {
    this.socket.emit('sync', [...this.wishIds], (counts) => this.applyCounts(counts));
  }

  private applyCounter(state: CounterState): void {
    if (!this.counterState || state.version > this.counterState.version) this.counterState = state;
  }

  private applyCounts(batch: readonly WishCountsDto[]): void {
    for (const counts of batch) {
      const current = this.shown.get(counts.wishId);
      if (!current || counts.version > current.version) this.shown.set(counts.wishId, counts);
    }
  }
}
