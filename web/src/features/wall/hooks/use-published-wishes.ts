import type { WishDto } from '@wishwall/contracts/wish.dto';
import { useEffect, useRef } from 'react';
import { socket } from '../../../live/socket-client.ts';
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
    const onBatch = (wishes: WishDto[]) => latest.current(wishes);
    // Only a reconnect missed anything: the first connect comes with the page's own fetch.
    let offline = false;
    const onDisconnect = () => {
      offline = true;
    };
    const onConnect = () => {
      if (offline) catchUp();
      offline = false;
    };
    const catchUp = () => {
      getWallPage(null, 1, controller.signal).then(
        (page) => latest.current([...page.wishes.data].reverse()),
        (error: unknown) => {
          if (!controller.signal.aborted) console.warn('Could not catch up the wall', error);
        },
      );
    };
    socket.on('published', onBatch);
    socket.on('disconnect', onDisconnect);
    socket.on('connect', onConnect);
    socket.on('resync', catchUp);
    return () => {
      controller.abort();
      socket.off('published', onBatch);
      socket.off('disconnect', onDisconnect);
      socket.off('connect', onConnect);
      socket.off('resync', catchUp);
    };
  }, [enabled]);
}
