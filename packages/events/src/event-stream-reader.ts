import type { Redis } from 'ioredis';
import type { DomainEventEnvelope } from '@wishwall/contracts/domain-events';
import { decodeEvent } from './event-codec.ts';
import type { RedisKeys } from './redis-keys.ts';

export interface EventStreamReaderOptions {
  /** A connection of its own: XREAD BLOCK holds it. */
  redis: Redis;
  keys: RedisKeys;
  onEvents: (events: DomainEventEnvelope[]) => void;
  onError?: (error: unknown) => void;
  /**
   * After each read: how long the newest entry read waited on the stream, in ms (0 when the
   * read timed out empty): the reader's lag behind the writers (decision 0027).
   */
  onLag?: (lagMs: number) => void;
  blockMs?: number;
}

const STOPPED = Symbol('stopped');

/** When an entry was appended, from its id (`<ms>-<seq>`, Redis's clock). */
export function streamEntryTime(id: string): number {
  return Number(id.slice(0, id.indexOf('-')));
}

/**
 * Reads every event of the stream (no consumer group: each gateway process sees all events,
 * so gateways scale out). It resumes from the last id it saw, so a Redis restart or a network
 * drop loses nothing the stream still holds.
 */
export class EventStreamReader {
  private readonly options: EventStreamReaderOptions;
  private lastId = '$';
  private running = false;
  private loop: Promise<void> | undefined;
  /** Resolved by `stop`: every command the reader awaits is raced against it. */
  private readonly stopping = Promise.withResolvers<typeof STOPPED>();

  constructor(options: EventStreamReaderOptions) {
    this.options = options;
  }

  /** The id of the newest entry now on the stream ('0-0' when empty). */
  async currentEnd(): Promise<string> {
    const reply = await this.untilStopped(
      this.options.redis.xrevrange(this.options.keys.eventStream, '+', '-', 'COUNT', 1),
    );
    if (reply === STOPPED) throw new Error('event stream reader stopped');
    return reply[0]?.[0] ?? '0-0';
  }

  /** Starts reading after `fromId` (default: only events appended from now on). */
  start(fromId = '$'): void {
    if (this.running) return;
    this.lastId = fromId;
    this.running = true;
    this.loop = this.run();
  }

  /**
   * Ends the reading at once, whatever state Redis is in. The connection is closed, which
   * unblocks a pending XREAD instead of waiting out its timeout; but a connection waiting
   * between reconnection attempts (Redis down) never settles its pending commands when
   * closed (ioredis 5 emits no 'close' then, and `maxRetriesPerRequest: null` never fails
   * them: redis/ioredis#1247), so the reader stops waiting for them itself.
   */
  async stop(): Promise<void> {
    this.running = false;
    this.stopping.resolve(STOPPED);
    this.options.redis.disconnect();
    await this.loop;
  }

  /** The command's reply, or STOPPED as soon as `stop` is called. */
  private untilStopped<T>(command: Promise<T>): Promise<T | typeof STOPPED> {
    return Promise.race([command, this.stopping.promise]);
  }

  private async run(): Promise<void> {
    const { redis, keys, onEvents, onError, onLag, blockMs = 5000 } = this.options;
    while (this.running) {
      try {
        const reply = await this.untilStopped(
          redis.xread('COUNT', 500, 'BLOCK', blockMs, 'STREAMS', keys.eventStream, this.lastId),
        );
        if (reply === STOPPED) break;
        for (const [, entries] of reply ?? []) {
          const events: DomainEventEnvelope[] = [];
          for (const [id, fields] of entries) {
            this.lastId = id;
            const event = decodeEvent(fields);
            if (event) events.push(event);
          }
          if (events.length > 0) onEvents(events);
        }
        onLag?.(reply ? Math.max(0, Date.now() - streamEntryTime(this.lastId)) : 0);
      } catch (error) {
        if (!this.running) break;
        onError?.(error);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }
}
