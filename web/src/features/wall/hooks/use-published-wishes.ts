import type { WishDto } from '@wishwall/contracts/wish.dto';
import { useEffect, useRef } from 'react';
import { liveFeeds } from '../../../live/live-feeds.ts';
import { getWallPage } from '../api/get-wall-page.ts';

/**
 * Calls `onPublished` with each batch of wishes the gateway says were just published (newest
 * last). Nothing is pushed while offline or lagging, so after a reconnect or a `resync` the
 * newest page is fetched and handed over the same way: what is already shown is skipped there.
 */
export function usePublishedWishes(onPublished: (wishes: WishDto[]) => void, enabled: boolean) {
  const latest = useRef(onPublished);
  useEffect(() => {
    latest.current = onPublished;
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const catchUp = () => {
      getWallPage(null, 1, controller.signal).then(
        (page) => latest.current([...page.wishes.data].reverse()),
        (error: unknown) => {
          if (!controller.signal.aborted) console.warn('Could not catch up the wall', error);
        },
      );
    };
    const stop = liveFeeds.followPublished((wishes) => latest.current(wishes), {
      onMissed: catchUp,
    });
    return () => {
      controller.abort();
      stop();
    };
  }, [enabled]);
}
