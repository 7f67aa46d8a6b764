import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { DomainEvent, DomainEventEnvelope } from '@wishwall/contracts/domain-events';
import { EVENT_FIELD, encodeEvent } from './event-codec.ts';
import type { RedisKeys } from './redis-keys.ts';

/**
 * Appends the event unless its marker shows it was appended before, atomically: a relay
 * that crashed after appending but before marking the outbox row cannot append it twice.
 */
const APPEND_ONCE = `
if redis.call('SET', KEYS[2], '1', 'NX', 'EX', ARGV[2]) then
  return redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[3], '*', ARGV[4], ARGV[1])
end
return false`;

/** How long an event's marker outlives it: far longer than any relay retry takes. */
const MARKER_TTL_SECONDS = 7 * 24 * 3600;
/** The stream is a live feed, not an archive: it keeps about this many recent events. */
const STREAM_MAX_LENGTH = 100_000;

export class EventStreamWriter {
  private readonly redis: Redis;
  private readonly keys: RedisKeys;

  constructor(redis: Redis, keys: RedisKeys) {
    this.redis = redis;
    this.keys = keys;
  }

  /** Connected to Redis right now: a command sent now is not queued for a reconnection. */
  get connected(): boolean {
    return this.redis.status === 'ready';
  }

  /**
   * Appends a live-state event directly, in an envelope of its own: a random id and the time
   * now (docs/architecture.md#live-state-skips-the-outbox: it carries absolute state, so it
   * needs neither the outbox nor de-duplication).
   */
  async appendLive(event: DomainEvent): Promise<void> {
    const envelope: DomainEventEnvelope = {
      id: randomUUID(),
      occurredAt: new Date().toISOString(),
      ...event,
    };
    await this.redis.xadd(
      this.keys.eventStream,
      'MAXLEN',
      '~',
      STREAM_MAX_LENGTH,
      '*',
      EVENT_FIELD,
      encodeEvent(envelope),
    );
  }

  /** Returns the new stream entry id, or null when the event was already on the stream. */
  async appendOnce(event: DomainEventEnvelope): Promise<string | null> {
    const id = await this.redis.eval(
      APPEND_ONCE,
      2,
      this.keys.eventStream,
      this.keys.relayedMarker(event.id),
      encodeEvent(event),
      MARKER_TTL_SECONDS,
      STREAM_MAX_LENGTH,
      EVENT_FIELD,
    );
    return typeof id === 'string' ? id : null;
  }
}
