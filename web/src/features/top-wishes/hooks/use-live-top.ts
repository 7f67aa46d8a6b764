import type { WishDto } from '@wishwall/contracts/wish.dto';
import { useEffect } from 'react';
import { liveFeeds } from '../../../live/live-feeds.ts';
import { useLiveCountsStore } from '../../../live/live-counts-store.ts';
import { recordFetchedReactions } from '../../../live/my-votes-store.ts';
import { getTopWishes } from '../api/get-top-wishes.ts';
import { useTopStore } from '../stores/top-store.ts';

/** The top-10 from one HTTP answer, then the gateway's versioned snapshots. */
export function useLiveTop(): void {
  useEffect(() => {
    const controller = new AbortController();
    const { apply, applyUnversioned, fail } = useTopStore.getState();
    const seedCounts = (wishes: WishDto[]) => useLiveCountsStore.getState().seed(wishes);

    getTopWishes(controller.signal).then(
      (wishes) => {
        seedCounts(wishes);
        recordFetchedReactions(wishes);
        applyUnversioned(wishes);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load the top wishes', error);
        fail();
      },
    );

    const stop = liveFeeds.followTop((state) => {
      seedCounts(state.wishes);
      apply(state);
    });
    return () => {
      controller.abort();
      stop();
    };
  }, []);
}
