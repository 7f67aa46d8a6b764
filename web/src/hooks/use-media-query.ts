import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes (rotation, resizing). A page rendered
 * without a window (on the server) and its hydration read `serverValue`: the server cannot
 * know the screen, so what differs by width keeps its layout in CSS media queries and only
 * settles after hydration. `null` says "unknown": the caller renders every variant and lets CSS
 * show the one that fits (docs/decisions/0058-first-screens-from-the-server.md).
 */
export function useMediaQuery<Server extends boolean | null = false>(
  query: string,
  serverValue: Server = false as Server,
): boolean | Server {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | Server>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

/** docs/product.md#interface-timings-and-layout: the phone layout below 768 px. */
export const PHONE_QUERY = '(max-width: 767.98px)';
