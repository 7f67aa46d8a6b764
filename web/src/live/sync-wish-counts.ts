import type { WishCountsDto } from '@wishwall/contracts/wish.dto';
import { syncChunks, type SocketRefusal } from '@wishwall/contracts/socket-events';
import { useLiveCountsStore } from './live-counts-store.ts';
import { socket } from './socket-client.ts';

/** An unanswered sync is given up after this long; the next push or reconnect heals it. */
const SYNC_TIMEOUT_MS = 10_000;
/** A sync the gateway refused as busy is asked again when it says, this many times at most. */
const SYNC_ATTEMPTS = 5;

/** Sends one `sync` and hands on its answer, if one comes; tests pass their own. */
export type SendSync = (
  ids: string[],
  answered: (counts: WishCountsDto[], refused?: SocketRefusal) => void,
) => void;

/** Over the live socket; nothing while offline (the next connect syncs what is on screen). */
const sendOverSocket: SendSync = (ids, answered) => {
  if (!socket.connected) return;
  socket.timeout(SYNC_TIMEOUT_MS).emit('sync', ids, (error, counts, refused) => {
    if (error) console.warn('The live counts sync went unanswered', error);
    else answered(counts, refused);
  });
};

/**
 * Asks the gateway for the current counts of these wishes (in chunks of the contract's maximum)
 * and applies the answers.
 */
export function syncWishCounts(wishIds: readonly string[], send: SendSync = sendOverSocket): void {
  syncInTurn(syncChunks([...new Set(wishIds)]), 0, 1, send);
}

/**
 * One chunk at a time, the next once the last is answered, and a refused one asked again when
 * the gateway says before the rest follow: a wall scrolled through hundreds of wishes resyncs
 * within the socket's allowances instead of sending every chunk at once, their retries
 * together, and being disconnected for its event rate
 * (docs/decisions/0048-gateway-under-a-crowd.md).
 */
function syncInTurn(
  chunks: readonly string[][],
  index: number,
  attempt: number,
  send: SendSync,
): void {
  const ids = chunks[index];
  if (!ids) return;
  send(ids, (counts, refused) => {
    useLiveCountsStore.getState().apply(counts, { onlyKnown: false });
    if (!refused) return syncInTurn(chunks, index + 1, 1, send);
    if (attempt < SYNC_ATTEMPTS) {
      setTimeout(() => syncInTurn(chunks, index, attempt + 1, send), refused.retryAfterMs);
    }
  });
}
