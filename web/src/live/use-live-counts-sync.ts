import { useEffect } from 'react';
import { liveFeeds } from './live-feeds.ts';
import { syncWishCounts } from './sync-wish-counts.ts';
import { useLiveCountsStore } from './live-counts-store.ts';
import { wishIdsOnScreen } from './on-screen-registry.ts';

/**
 * Mounted once by the layout: applies the gateway's count batches, and on every (re)connect, or
 * when the gateway says it held updates back (`resync`), resyncs the counts of the wishes on
 * screen, so a viewer who was offline never shows stale numbers (docs/architecture.md#live-push).
 */
export function useLiveCountsSync(): void {
  useEffect(
    () =>
      liveFeeds.followCounts(
        (counts) => useLiveCountsStore.getState().apply(counts),
        () => syncWishCounts(wishIdsOnScreen()),
      ),
    [],
  );
}
