import { SYNC_MAX_WISHES } from '@wishwall/contracts/socket-events';
import { useLiveCountsStore } from './live-counts-store.ts';
import { socket } from './socket-client.ts';

/** An unanswered sync is given up after this long; the next push or reconnect heals it. */
const SYNC_TIMEOUT_MS = 10_000;
/** A sync the gateway refused as busy is asked again when it says, this many times at most. */
const SYNC_ATTEMPTS = 5;

/**
 * Asks the gateway for the current counts of these wishes (in chunks of the contract's maximum)
 * and applies the answers. Does nothing while offline: the next connect syncs what is on screen.
 */
export function syncWishCounts(wishIds: readonly string[]): void {
  const ids = [...new Set(wishIds)];
  for (let start = 0; start < ids.length; start += SYNC_MAX_WISHES) {
    syncChunk(ids.slice(start, start + SYNC_MAX_WISHES), 1);
  }
}

function syncChunk(ids: string[], attempt: number): void {
  if (!socket.connected) return;
  socket.timeout(SYNC_TIMEOUT_MS).emit('sync', ids, (error, counts, refused) => {
    if (error) {
      console.warn('The live counts sync went unanswered', error);
      return;
    }
    useLiveCountsStore.getState().apply(counts, { onlyKnown: false });
    if (refused && attempt < SYNC_ATTEMPTS) {
      setTimeout(() => syncChunk(ids, attempt + 1), refused.retryAfterMs);
    }
  });
}
