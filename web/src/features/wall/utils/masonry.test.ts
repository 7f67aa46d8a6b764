import { describe, expect, it } from 'vitest';
import { MASONRY_GAP_PX, MASONRY_ROW_PX, masonryRowSpan } from './masonry.ts';

describe('masonryRowSpan', () => {
  it.each([120, 121, 173.4, 400, 0.5])(
    'a %f px card spans just its height and one gap',
    (height) => {
      const span = masonryRowSpan(height) * MASONRY_ROW_PX;
      expect(span).toBeGreaterThanOrEqual(height + MASONRY_GAP_PX);
      expect(span).toBeLessThan(height + MASONRY_GAP_PX + MASONRY_ROW_PX);
    },
  );

  it('never spans no row, even for a card not laid out yet', () => {
    expect(masonryRowSpan(0)).toBeGreaterThanOrEqual(1);
  });
});
