import type { ErrorCode } from '@wishwall/contracts/error-codes';
import type { WishDto, WishListPageDto } from '@wishwall/contracts/wish.dto';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorCodeOf } from '../../../lib/api-error.ts';
import { syncWishCounts } from '../../../live/sync-wish-counts.ts';
import { useLiveCountsStore } from '../../../live/live-counts-store.ts';
import { recordFetchedReactions } from '../../../live/my-votes-store.ts';
import { getWallPage } from '../api/get-wall-page.ts';
import { appendPage, prependPublished } from '../utils/wall-list.ts';

export interface WallPages {
  wishes: readonly WishDto[];
  /** Ids that arrived live, to draw the eye to them. */
  freshIds: ReadonlySet<string>;
  page: number;
  lastPage: number;
  /** All matches when the server counted them (the wall does; search does not). */
  total: number | null;
  /** The first page: loading, shown, or failed. */
  status: 'loading' | 'ready' | 'error';
  /** A further page: none asked, on its way, or failed (waits for a retry). */
  more: 'idle' | 'loading' | 'error';
  /** The failure's API code when it had one worth showing. */
  errorCode: ErrorCode | null;
}

const INITIAL: WallPages = {
  wishes: [],
  freshIds: new Set(),
  page: 0,
  lastPage: 0,
  total: null,
  status: 'loading',
  more: 'idle',
  errorCode: null,
};

/** The state of a first page already at hand (rendered by the server: decision 0058). */
function readyWith(dto: WishListPageDto): WallPages {
  return {
    ...INITIAL,
    wishes: appendPage([], dto.wishes.data),
    page: dto.current_page,
    lastPage: dto.last_page,
    total: dto.total ?? null,
    status: 'ready',
  };
}

/** Keeps the counts of newly shown wishes live, and closes the gap to the latest push. */
function trackCounts(wishes: readonly WishDto[]): void {
  useLiveCountsStore.getState().seed(wishes);
  recordFetchedReactions(wishes);
  syncWishCounts(wishes.map((wish) => wish.id));
}

/**
 * The wall's pages for one query (null: all wishes), from page 1. Callers key the component by
 * the query, so a new search starts from a clean state.
 */
export function useWallPages(query: string | null, initial?: WishListPageDto) {
  const [state, setState] = useState<WallPages>(() => (initial ? readyWith(initial) : INITIAL));
  const inFlight = useRef<AbortController | null>(null);
  // A first page the server rendered is shown as is: no fetch, its counts tracked once mounted.
  const rendered = useRef(initial);

  const load = useCallback(
    (page: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      getWallPage(query, page, controller.signal).then(
        (dto) => {
          const wishes = dto.wishes.data;
          trackCounts(wishes);
          setState((current) => ({
            ...current,
            wishes: page === 1 ? appendPage([], wishes) : appendPage(current.wishes, wishes),
            page: dto.current_page,
            lastPage: dto.last_page,
            total: dto.total ?? null,
            status: 'ready',
            more: 'idle',
            errorCode: null,
          }));
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('Could not load the wishes', error);
          const errorCode = errorCodeOf(error);
          setState((current) =>
            page === 1
              ? { ...current, status: 'error', errorCode }
              : { ...current, more: 'error', errorCode },
          );
        },
      );
    },
    [query],
  );

  /** Page current + 1, unless one is on its way or this was the last. */
  const loadNext = useCallback(() => {
    if (state.status !== 'ready' || state.more === 'loading' || state.page >= state.lastPage) {
      return;
    }
    setState((current) => ({ ...current, more: 'loading' }));
    load(state.page + 1);
  }, [load, state.status, state.more, state.page, state.lastPage]);

  const retry = useCallback(() => {
    if (state.status === 'error') {
      setState(INITIAL);
      load(1);
    } else {
      setState((current) => ({ ...current, more: 'loading' }));
      load(state.page + 1);
    }
  }, [load, state.status, state.page]);

  /** Wishes published live: on top of the unfiltered wall, once each. */
  const prepend = useCallback((published: readonly WishDto[]) => {
    trackCounts(published);
    setState((current) => {
      if (current.status !== 'ready') return current;
      const wishes = prependPublished(current.wishes, published);
      if (wishes === current.wishes) return current;
      const added = wishes.length - current.wishes.length;
      return {
        ...current,
        wishes,
        freshIds: new Set(wishes.slice(0, added).map((wish) => wish.id)),
        total: current.total === null ? null : current.total + added,
      };
    });
  }, []);

  useEffect(() => {
    const served = rendered.current;
    if (!served) {
      load(1);
      return () => inFlight.current?.abort();
    }
    rendered.current = undefined;
    trackCounts(served.wishes.data);
    // The server's copy may be a moment old (decision 0058), and wishes published before the
    // socket connected would never come live: the first page is read once more, and what it has
    // that the copy lacked goes on top, as live wishes do.
    const controller = new AbortController();
    inFlight.current = controller;
    getWallPage(query, 1, controller.signal).then(
      (dto) => prepend(dto.wishes.data),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not refresh the wishes', error);
      },
    );
    return () => controller.abort();
  }, [load, prepend, query]);

  return { ...state, loadNext, retry, prepend };
}
