import { useCallback, useEffect, useState } from 'react';

export interface ListPage<T> {
  items: T[];
  currentPage: number;
  lastPage: number;
}

type ListLoad<T> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: T[]; page: number; hasMore: boolean };

/**
 * A wallet list, newest first, a page at a time ("Show more"); it starts over from page 1
 * whenever `refreshKey` moves (the wallet changed), so a new line shows without a reload.
 */
export function useWalletList<T>(
  fetchPage: (page: number, signal?: AbortSignal) => Promise<ListPage<T>>,
  refreshKey: string,
) {
  const [load, setLoad] = useState<ListLoad<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchPage(1, controller.signal).then(
      (page) =>
        setLoad({
          status: 'ready',
          items: page.items,
          page: 1,
          hasMore: page.lastPage > page.currentPage,
        }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Could not load a wallet list', error);
        setLoad({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [fetchPage, refreshKey, attempt]);

  const loadMore = useCallback(async () => {
    if (load.status !== 'ready' || !load.hasMore) return;
    try {
      const next = await fetchPage(load.page + 1);
      setLoad({
        status: 'ready',
        items: [...load.items, ...next.items],
        page: next.currentPage,
        hasMore: next.lastPage > next.currentPage,
      });
    } catch (error) {
      console.warn('Could not load more', error);
      setLoad({ status: 'error' });
    }
  }, [fetchPage, load]);

  const retry = useCallback(() => {
    setLoad({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { load, loadMore, retry };
}
