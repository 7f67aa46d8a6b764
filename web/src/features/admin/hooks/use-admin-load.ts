import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> =
  | { state: 'loading'; data: T | null }
  | { state: 'ready'; data: T }
  | { state: 'error'; data: T | null; error: unknown };

/**
 * A console panel's read: loading, its data, or its failure, read again when `load` changes
 * and by `reload`. An answer that arrives after a newer read started is dropped.
 */
export function useAdminLoad<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading', data: null });
  const latest = useRef(0);
  const reload = useCallback(async () => {
    const call = ++latest.current;
    setLoaded((previous) => ({ state: 'loading', data: previous.data }));
    try {
      const data = await load();
      if (call === latest.current) setLoaded({ state: 'ready', data });
    } catch (error) {
      if (call === latest.current) {
        setLoaded((previous) => ({ state: 'error', data: previous.data, error }));
      }
    }
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...loaded, reload };
}
