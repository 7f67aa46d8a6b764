import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the client hydrates the server's HTML, true from the render
 * after (and at once in a page the client renders alone). What the server cannot know — the
 * visitor's consent, the clock, the device's share sheet — waits for it, and so does every
 * server-rendered control that acts: disabled until its handler is attached, so neither a
 * visitor nor a test clicks dead HTML (docs/decisions/0058-first-screens-from-the-server.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
