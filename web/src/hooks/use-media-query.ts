import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, following changes (rotation, resizing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** docs/product.md#interface-timings-and-layout: the phone layout below 768 px. */
export const PHONE_QUERY = '(max-width: 767.98px)';
