import { describe, expect, it } from 'vitest';
import { WALL_HANDLE, WISH_HANDLE, carriesAds, isWallHandle } from './route-handle.ts';

describe('route handles', () => {
  it('mark the wall as the wall, with ads, and the wish page with ads only', () => {
    expect([isWallHandle(WALL_HANDLE), carriesAds(WALL_HANDLE)]).toEqual([true, true]);
    expect([isWallHandle(WISH_HANDLE), carriesAds(WISH_HANDLE)]).toEqual([false, true]);
  });

  it('read a route without a handle, or with another kind of value, as neither', () => {
    for (const handle of [undefined, null, 'wall', 1, {}, { wall: 'yes', ads: 1 }]) {
      expect([isWallHandle(handle), carriesAds(handle)]).toEqual([false, false]);
    }
  });
});
