import type { WishCountsDto } from '@wishwall/contracts/wish.dto';
import { beforeEach, describe, expect, it } from 'vitest';
import { voteDelta } from '@wishwall/domain/reaction-rule';
import {
  displayedCounts,
  showWishCounts,
  useLiveCountsStore,
  wishIdsOnScreen,
} from './live-counts-store.ts';

const initial = useLiveCountsStore.getState();
const store = () => useLiveCountsStore.getState();
const shown = (wishId: string) => {
  const { counts, pending } = store();
  return displayedCounts(counts[wishId], { likes: 0, hearts: 0, dislikes: 0 }, pending[wishId]);
};

const wish = (likes: number, version: number) => ({
  id: 'w1',
  likes,
  hearts: 0,
  dislikes: 0,
  counts_version: version,
});
const push = (likes: number, version: number, wishId = 'w1'): WishCountsDto => ({
  wishId,
  likes,
  hearts: 0,
  dislikes: 0,
  version,
});

describe('live counts store', () => {
  beforeEach(() => {
    useLiveCountsStore.setState(initial, true);
  });

  it('applies only newer versions, whatever the arrival order', () => {
    store().seed([wish(5, 5)]);
    store().apply([push(7, 7)]);
    store().apply([push(6, 6)]);
    store().apply([push(99, 7)]);
    store().seed([wish(4, 4)]);
    expect(store().counts.w1).toEqual({ likes: 7, hearts: 0, dislikes: 0, version: 7 });
  });

  it('ignores pushes for wishes it never showed, unless asked', () => {
    store().apply([push(3, 1, 'other')]);
    expect(store().counts.other).toBeUndefined();
    store().apply([push(3, 1, 'other')], { onlyKnown: false });
    expect(store().counts.other?.likes).toBe(3);
  });

  it('keeps unversioned counts only until real ones arrive', () => {
    store().seedUnversioned('w1', { likes: 2, hearts: 0, dislikes: 0 });
    store().apply([push(0, 0)]);
    expect(store().counts.w1?.likes).toBe(0);
    store().seedUnversioned('w1', { likes: 9, hearts: 0, dislikes: 0 });
    expect(store().counts.w1?.likes).toBe(0);
  });

  it('shows a reaction at once and keeps it until newer counts arrive', () => {
    store().seed([wish(5, 5)]);
    store().beginReaction('w1', voteDelta(null, 'like'));
    expect(shown('w1').likes).toBe(6);
    store().settleReaction('w1', voteDelta(null, 'like'));
    expect(shown('w1').likes).toBe(6);
    store().apply([push(6, 6)]);
    expect(shown('w1').likes).toBe(6);
    expect(store().pending.w1).toBeUndefined();
  });

  it('rolls a refused reaction back', () => {
    store().seed([wish(5, 5)]);
    store().beginReaction('w1', voteDelta('like', null));
    expect(shown('w1').likes).toBe(4);
    store().cancelReaction('w1');
    expect(shown('w1').likes).toBe(5);
    expect(store().pending.w1).toBeUndefined();
  });

  it('does not count a reaction twice when its push beats the answer', () => {
    store().seed([wish(5, 5)]);
    store().beginReaction('w1', voteDelta(null, 'like'));
    store().apply([push(6, 6)]);
    expect(shown('w1').likes).toBe(7); // briefly, until the answer
    store().settleReaction('w1', voteDelta(null, 'like'));
    expect(shown('w1').likes).toBe(6);
  });

  it('keeps others’ pushes while a reaction is in flight', () => {
    store().seed([wish(5, 5)]);
    store().beginReaction('w1', voteDelta(null, 'heart'));
    store().apply([{ wishId: 'w1', likes: 8, hearts: 0, dislikes: 0, version: 6 }]);
    expect(shown('w1')).toEqual({ likes: 8, hearts: 1, dislikes: 0 });
  });

  it('tracks which wishes are on screen', () => {
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
