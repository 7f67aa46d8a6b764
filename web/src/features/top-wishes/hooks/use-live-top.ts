import type { TopState } from '@wishwall/contracts/socket-events';
import type { WishDto } from '@wishwall/contracts/wish.dto';
import { useEffect } from 'react';
import { socket } from '../../../live/socket-client.ts';
import { useLiveCountsStore } from '../../../live/live-counts-store.ts';
import { recordMyReactions } from '../../../live/my-votes-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
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
        recordMyReactions(useSessionStore.getState().user?.id ?? null, wishes);
        applyUnversioned(wishes);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load the top wishes', error);
        fail();
      },
    );

    const onTop = (state: TopState) => {
      seedCounts(state.wishes);
      apply(state);
    };
    // During a burst the top-10 rides along with the counts batch.
    const onCounts = (_batch: unknown, top?: TopState) => {
      if (top) onTop(top);
    };
    socket.on('top', onTop);
    socket.on('counts', onCounts);
    if (!socket.connected) socket.connect();
    return () => {
      controller.abort();
      socket.off('top', onTop);
      socket.off('counts', onCounts);
    };
  }, []);
}
