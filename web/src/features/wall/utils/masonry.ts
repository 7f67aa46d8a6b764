/** The collage's row unit in px: cards span whole rows, so a small unit leaves no visible hole. */
export const MASONRY_ROW_PX = 2;
/** The space between cards in px, vertically as horizontally. */
export const MASONRY_GAP_PX = 14;

/** How many rows a card of `height` px spans, its gap below included. */
export function masonryRowSpan(height: number): number {
  return Math.max(1, Math.ceil((height + MASONRY_GAP_PX) / MASONRY_ROW_PX));
}
