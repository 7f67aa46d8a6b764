import { startTransition, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { masonryRowSpan } from '../utils/masonry.ts';

function placeAll(items: HTMLElement[], heights: number[]) {
  items.forEach((item, index) => {
    item.style.gridRowEnd = `span ${masonryRowSpan(heights[index] ?? 0)}`;
  });
}

/**
 * A masonry collage on a CSS grid of small rows: each card spans as many rows as it is tall, so
 * a short card leaves no hole under it. The DOM (and so reading and tab) order stays the wall's
 * order, left to right and down; appended pages never move the cards above them. Spans are set
 * before the first paint and again whenever a card changes size (a narrower window, new counts).
 */
export function useMasonry(ref: RefObject<HTMLElement | null>, revision: unknown): boolean {
  // False until the first placement: a server-rendered collage is in the HTML before any script
  // measured it, and its cards would overlap until then (decision 0058).
  const [placed, setPlaced] = useState(false);
  const placedOnce = useRef(false);
  useLayoutEffect(() => {
    const grid = ref.current;
    if (!grid) return;
    const items = [...grid.children].filter((child) => child instanceof HTMLElement);
    // All reads, then all writes: one layout, not one per card.
    placeAll(
      items,
      items.map((item) => item.getBoundingClientRect().height),
    );
    const observer = new ResizeObserver((entries) => {
      const changed = entries.map((entry) => entry.target as HTMLElement);
      placeAll(
        changed,
        entries.map((entry) => entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height),
      );
    });
    for (const item of items) observer.observe(item);
    // Once, and as a transition: an update from a layout effect is synchronous, and one that
    // reaches a part of the page still hydrating makes React give up hydrating it and render it
    // afresh, which mounts the collage again and asks again. On a busy machine that loop ran past
    // React's limit of nested updates (error #185) and crashed the wall
    // (docs/decisions/0058-first-screens-from-the-server.md). The spans above are set already;
    // the transition only lifts the hiding, a frame later at most.
    if (!placedOnce.current) {
      placedOnce.current = true;
      startTransition(() => setPlaced(true));
    }
    return () => observer.disconnect();
  }, [ref, revision]);
  return placed;
}
