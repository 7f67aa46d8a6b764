import { unpackCounts, type PackedCounts } from '@wishwall/contracts/socket-events';
import { useEffect } from 'react';
import { socket } from './socket-client.ts';
import { syncWishCounts } from './sync-wish-counts.ts';
import { useLiveCountsStore } from './live-counts-store.ts';
import { wishIdsOnScreen } from './on-screen-registry.ts';

/**
 * Mounted once by the layout: applies the gateway's count batches, and on every (re)connect, or
 * when the gateway says it held updates back (`resync`), resyncs the counts of the wishes on
 * screen, so a viewer who was offline never shows stale numbers (docs/architecture.md#live-push).
 */
export function useLiveCountsSync(): void {
  useEffect(() => {
    const onCounts = (batch: PackedCounts[]) =>
      useLiveCountsStore.getState().apply(batch.map(unpackCounts));
    const resync = () => syncWishCounts(wishIdsOnScreen());
    socket.on('counts', onCounts);
    socket.on('connect', resync);
    socket.on('resync', resync);
    if (!socket.connected) socket.connect();
    return () => {
      socket.off('counts', onCounts);
      socket.off('connect', resync);
      socket.off('resync', resync);
    };
  }, []);
}
