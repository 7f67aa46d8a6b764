import type { Redis } from 'ioredis';
import { EventStreamReader } from '@wishwall/events/event-stream-reader';
import type { RedisKeys } from '@wishwall/events/redis-keys';
import type { FirstPageCache } from './first-page-cache.ts';

export interface FirstPageInvalidationOptions {
  /** A connection of its own: XREAD BLOCK holds it. */
  redis: Redis;
  keys: RedisKeys;
  cache: FirstPageCache;
  onError: (error: unknown) => void;
}

export interface FirstPageWatch {
  stop(): Promise<void>;
}

/**
 * Reads the event stream every gateway reads and drops the cached first page when it changes:
 * a wish published, a count moved on a wish it shows, or an account closed. The copy is then never older than the
 * live push a browser gets for the same change.
 */
export function watchFirstPage({
  redis,
  keys,
  cache,
  onError,
}: FirstPageInvalidationOptions): FirstPageWatch {
  let stopped = false;
  const reader = new EventStreamReader({
    redis,
    keys,
    onEvents: (events) => {
      for (const event of events) {
        // A closed account's wishes show a former member from now on (decision 0050).
        if (event.type === 'wish.published' || event.type === 'user.closed') cache.invalidate();
        else if (event.type === 'wish.counts_changed') {
          cache.countsMoved(event.payload.counts.map((count) => count.wishId));
        }
      }
    },
    onError,
  });
  // From the stream's end as it is now, and only then is a page kept: an event appended after
  // that point is read, and a page read after it already includes every earlier change. Until
  // Redis answers (it may be down at start), every request reads the page itself.
  const started = reader.currentEnd().then(
    (end) => {
      if (stopped) return;
      reader.start(end);
      cache.enable();
    },
    (error: unknown) => {
      if (!stopped) onError(error);
    },
  );
  return {
    async stop() {
      stopped = true;
      await reader.stop();
      await started;
    },
  };
}
