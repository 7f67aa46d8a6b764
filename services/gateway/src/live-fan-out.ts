import type { Socket as NetSocket } from 'node:net';
import type { Logger } from 'pino';
import { packCounts } from '@wishwall/contracts/socket-events';
import type { GatewayMetrics } from './gateway-metrics.ts';
import type { GatewayServer, GatewaySocket } from './gateway-socket.ts';
import type { LiveWallState, TickChanges } from './live-wall-state.ts';
import { wishRoom } from './wish-rooms.ts';

/** A client whose connection holds more than this unsent is skipped until it drains. */
const SLOW_CLIENT_BUFFER_BYTES = 256 * 1024;

function isBackedUp(socket: GatewaySocket): boolean {
  const connection = socket.conn.request.socket as NetSocket | undefined;
  return (connection?.writableLength ?? 0) > SLOW_CLIENT_BUFFER_BYTES;
}

export interface LiveFanOutDeps {
  io: GatewayServer;
  state: LiveWallState;
  metrics: GatewayMetrics;
  logger: Logger;
}

/**
 * Sends one push's changes to this gateway's browsers. A client that can't keep up is skipped
 * (memory stays bounded) and told to resync once it has drained.
 */
export class LiveFanOut {
  private readonly io: GatewayServer;
  private readonly state: LiveWallState;
  private readonly metrics: GatewayMetrics;
  private readonly logger: Logger;
  /** Sockets skipped because they were backed up; each gets a resync once it has drained. */
  private readonly staleSockets = new Set<GatewaySocket>();
  private resyncSweep: NodeJS.Timeout | undefined;

  constructor({ io, state, metrics, logger }: LiveFanOutDeps) {
    this.io = io;
    this.state = state;
    this.metrics = metrics;
    this.logger = logger;
  }

  /** A skipped client that drained is told to resync even when nothing else changes. */
  startResyncSweep(everyMs: number): void {
    this.resyncSweep = setInterval(() => {
      if (this.staleSockets.size > 0) this.resyncDrained();
    }, everyMs);
  }

  stop(): void {
    clearInterval(this.resyncSweep);
  }

  /** One push; resolves with the milliseconds its fan-out kept the event loop busy. */
  async push(): Promise<number> {
    const endTick = this.metrics.tickDuration.startTimer();
    try {
      const changes = await this.state.takeChanges();
      const fanoutStarted = performance.now();
      this.emitTick(changes);
      const fanoutMs = performance.now() - fanoutStarted;
      this.metrics.fanoutDuration.observe(fanoutMs / 1000);
      endTick();
      return fanoutMs;
    } catch (error) {
      this.logger.error({ err: error }, 'live push tick failed');
      return 0;
    }
  }

  private resyncDrained(): void {
    for (const socket of this.staleSockets) {
      if (socket.disconnected) this.staleSockets.delete(socket);
      else if (!isBackedUp(socket)) {
        this.staleSockets.delete(socket);
        socket.data.stale = false;
        socket.emit('counter', this.state.counter.value);
        socket.emit('top', this.state.top);
        socket.emit('resync');
      }
    }
  }

  private broadcast(emit: () => void, event: string): void {
    emit();
    this.metrics.broadcasts.inc({ event });
  }

  private emitTick(changes: TickChanges): void {
    const { io, staleSockets } = this;
    this.resyncDrained();
    for (const socket of io.of('/').sockets.values() as Iterable<GatewaySocket>) {
      if (!socket.data.stale && isBackedUp(socket)) {
        socket.data.stale = true;
        staleSockets.add(socket);
      }
    }
    const live = staleSockets.size > 0 ? io.except([...staleSockets].map((s) => s.id)) : io;
    const { counter, top } = changes;
    if (counter) this.broadcast(() => live.emit('counter', counter), 'counter');
    if (changes.counts.length > 0) {
      const batch = changes.counts.map(packCounts);
      if (top) this.broadcast(() => live.emit('counts', batch, top), 'counts');
      else this.broadcast(() => live.emit('counts', batch), 'counts');
    } else if (top) {
      this.broadcast(() => live.emit('top', top), 'top');
    }
    if (changes.published.length > 0) {
      this.broadcast(() => live.emit('published', changes.published), 'published');
    }
    // A wish page's votes go to its watchers only; a room nobody holds is not encoded for
    // nobody (a spread burst changes a hundred wishes' votes in every push).
    const rooms = io.of('/').adapter.rooms;
    for (const [wishId, votes] of changes.votes) {
      if (!rooms.get(wishRoom(wishId))?.size) continue;
      this.broadcast(() => live.to(wishRoom(wishId)).emit('votes', votes), 'votes');
    }
  }
}
