import type { ErrorCode } from '@wishwall/contracts/error-codes';
import type { VoteChange } from '@wishwall/contracts/socket-events';
import type { VoteDto, WishDetailDto } from '@wishwall/contracts/wish.dto';
import { useEffect, useRef, useState } from 'react';
import { errorCodeOf } from '../../../lib/api-error.ts';
import { liveFeeds } from '../../../live/live-feeds.ts';
import { syncWishCounts } from '../../../live/sync-wish-counts.ts';
import { useLiveCountsStore } from '../../../live/live-counts-store.ts';
import { useMyVotesStore } from '../../../live/my-votes-store.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { getWish } from '../api/get-wish.ts';
import { applyVoteChanges } from '../utils/vote-list.ts';

export type WishDetailState =
  | { status: 'loading' }
  | { status: 'ready'; wish: WishDetailDto; votes: readonly VoteDto[] }
  | { status: 'error'; code: ErrorCode | null };

function recordMyChanges(wishId: string, changes: readonly VoteChange[]): void {
  const me = useSessionStore.getState().user?.id;
  if (!me) return;
  for (const change of changes) {
    if (change.wishId === wishId && change.userId === me) {
      useMyVotesStore.getState().record(me, wishId, change.vote?.reaction_type ?? null);
    }
  }
}

/**
 * One wish for its page, kept live while the page is open: it watches the wish and applies the
 * vote changes it is sent; counts come through the shared live counts. After a reconnect or a
 * `resync` it fetches the wish afresh, since nothing is sent while a client is offline or lagging.
 */
export function useWishDetail(
  wishId: string,
  /** The wish as the server rendered it, null when it found none (decision 0058). */
  initial?: WishDetailDto | null,
): WishDetailState {
  const [state, setState] = useState<WishDetailState>(() =>
    initial === undefined
      ? { status: 'loading' }
      : initial
        ? { status: 'ready', wish: initial, votes: initial.votes }
        : { status: 'error', code: 'wish_not_found' },
  );
  const [revision, setRevision] = useState(0);
  // A wish the server rendered is not fetched again at once; its counts are tracked once mounted.
  const rendered = useRef(initial);
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const loaded = state.status === 'ready' ? state.wish : null;

  useEffect(() => {
    const served = rendered.current;
    if (served !== undefined) {
      rendered.current = undefined;
      if (served) {
        useLiveCountsStore.getState().seed([served]);
        syncWishCounts([served.id]);
      }
      return;
    }
    const controller = new AbortController();
    getWish(wishId, controller.signal).then(
      (wish) => {
        useLiveCountsStore.getState().seed([wish]);
        syncWishCounts([wish.id]);
        setState({ status: 'ready', wish, votes: wish.votes });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load the wish', error);
        // A failed refresh keeps what is shown; only a first load shows the error.
        setState((current) =>
          current.status === 'ready' ? current : { status: 'error', code: errorCodeOf(error) },
        );
      },
    );
    return () => controller.abort();
  }, [wishId, revision]);

  useEffect(
    () =>
      liveFeeds.watchWish(wishId, {
        onVotes: (changes) => {
          setState((current) =>
            current.status === 'ready'
              ? { ...current, votes: applyVoteChanges(current.votes, changes, wishId) }
              : current,
          );
          recordMyChanges(wishId, changes);
        },
        onMissed: () => setRevision((current) => current + 1),
      }),
    [wishId],
  );

  // The fetched vote list tells which reaction the signed-in user holds; later changes come from
  // their own clicks and the pushes above.
  useEffect(() => {
    if (!loaded || !userId) return;
    const mine = loaded.votes.find((vote) => vote.user_id === userId);
    useMyVotesStore.getState().record(userId, loaded.id, mine?.reaction_type ?? null);
  }, [loaded, userId]);

  return state;
}
