import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes (rotation, resizing). A page rendered
 * without a window (on the server) and its hydration read `serverValue`: the server cannot
 * know the screen, so what differs by width must keep its layout in CSS media queries and
 * only fill in after hydration.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** docs/product.md#interface-timings-and-layout: the phone layout below 768 px. */
export const PHONE_QUERY = '(max-width: 767.98px)';
