import { useEffect } from 'react';
import { liveFeeds } from '../../../live/live-feeds.ts';
import { getWishesCount } from '../api/get-wishes-count.ts';
import { useCounterStore } from '../stores/counter-store.ts';

/**
 * Keeps the counter store current: one HTTP snapshot for the first paint, then the gateway's
 * pushes. The store's version rule settles any race between the two.
 */
export function useLiveCounter(): void {
  useEffect(() => {
    const { apply, fail, setConnection } = useCounterStore.getState();
    const controller = new AbortController();

    getWishesCount(controller.signal).then(apply, (error: unknown) => {
      if (controller.signal.aborted) return;
      console.warn('Could not load the wish count', error);
      fail();
    });

    const stop = liveFeeds.followCounter(apply, setConnection);
    return () => {
      controller.abort();
      stop();
    };
  }, []);
}
