/**
 * docs/product.md#interface-timings-and-layout: the next page loads within 50 px of the bottom,
 * checked 200 ms after scrolling stops.
 */
export const NEAR_BOTTOM_PX = 50;
export const SCROLL_DEBOUNCE_MS = 200;

export interface ScrollPosition {
  scrollTop: number;
  viewportHeight: number;
  scrollHeight: number;
}

export interface PagingState {
  page: number;
  lastPage: number;
  /** A page is on its way, or the last one failed and waits for a retry. */
  busy: boolean;
}

export function isNearBottom(
  { scrollTop, viewportHeight, scrollHeight }: ScrollPosition,
  threshold = NEAR_BOTTOM_PX,
): boolean {
  return scrollHeight - (scrollTop + viewportHeight) <= threshold;
}

/** Whether to ask for page `page + 1` now. */
export function shouldLoadNextPage(position: ScrollPosition, paging: PagingState): boolean {
  return !paging.busy && paging.page < paging.lastPage && isNearBottom(position);
}
