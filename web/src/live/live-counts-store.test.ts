import { voteDelta } from '@wishwall/domain/reaction-rule';
import { beforeEach, describe, expect, it } from 'vitest';
import { displayedCounts } from './counts-arithmetic.ts';
import { useLiveCountsStore } from './live-counts-store.ts';

const initial = useLiveCountsStore.getState();
const store = () => useLiveCountsStore.getState();
const shown = (wishId: string) => {
  const { counts, pending } = store();
  return displayedCounts(counts[wishId], { likes: 0, hearts: 0, dislikes: 0 }, pending[wishId]);
};

describe('live counts store', () => {
  beforeEach(() => {
    useLiveCountsStore.setState(initial, true);
  });

  it('holds what each action computes, pushes skipping wishes never shown', () => {
    store().seed([{ id: 'w1', likes: 5, hearts: 0, dislikes: 0, counts_version: 5 }]);
    store().apply([{ wishId: 'other', likes: 3, hearts: 0, dislikes: 0, version: 1 }]);
    expect(store().counts.other).toBeUndefined();
    store().seedUnversioned('w2', { likes: 2, hearts: 0, dislikes: 0 });
    store().beginReaction('w1', voteDelta(null, 'like'));
    expect(shown('w1').likes).toBe(6);
    store().settleReaction('w1', voteDelta(null, 'like'));
    store().apply([{ wishId: 'w1', likes: 6, hearts: 0, dislikes: 0, version: 6 }]);
    expect(store().counts.w1?.version).toBe(6);
    expect(store().pending.w1).toBeUndefined();
    expect(shown('w2').likes).toBe(2);
    store().beginReaction('w2', voteDelta(null, 'heart'));
    store().cancelReaction('w2');
    expect(store().pending.w2).toBeUndefined();
  });

  it('does not notify subscribers when a push is older than the counts held', () => {
    store().seed([{ id: 'w1', likes: 5, hearts: 0, dislikes: 0, counts_version: 5 }]);
    let notified = 0;
    const unsubscribe = useLiveCountsStore.subscribe(() => notified++);
    store().apply([{ wishId: 'w1', likes: 1, hearts: 0, dislikes: 0, version: 4 }]);
    unsubscribe();
    expect(notified).toBe(0);
  });
});
