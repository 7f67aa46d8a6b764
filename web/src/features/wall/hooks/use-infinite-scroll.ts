import { useEffect, useRef } from 'react';
import { debounce } from '../../../lib/debounce.ts';
import { SCROLL_DEBOUNCE_MS, type ScrollPosition } from '../../../lib/infinite-scroll.ts';

function windowScroll(): ScrollPosition {
  const root = document.documentElement;
  return {
    scrollTop: window.scrollY,
    viewportHeight: window.innerHeight,
    scrollHeight: root.scrollHeight,
  };
}

/**
 * Calls `check` with the page's scroll position 200 ms after scrolling or resizing stops, and
 * again whenever `revision` changes (a page landed and may not fill the screen yet).
 */
export function useInfiniteScroll(check: (position: ScrollPosition) => void, revision: unknown) {
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  });

  useEffect(() => {
    const onScroll = debounce(() => latest.current(windowScroll()), SCROLL_DEBOUNCE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  useEffect(() => {
    latest.current(windowScroll());
  }, [revision]);
}
