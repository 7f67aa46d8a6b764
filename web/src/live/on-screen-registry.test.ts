import { describe, expect, it } from 'vitest';
import { showWishCounts, wishIdsOnScreen } from './on-screen-registry.ts';

describe('on-screen registry', () => {
  it('keeps a wish while any component still shows it', () => {
    const hideA = showWishCounts('a');
    const hideA2 = showWishCounts('a');
    const hideB = showWishCounts('b');
    hideA();
    expect(wishIdsOnScreen().sort()).toEqual(['a', 'b']);
    hideA2();
    hideB();
    expect(wishIdsOnScreen()).toEqual([]);
  });
});
