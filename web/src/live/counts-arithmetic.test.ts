import type { WishCountsDto } from '@wishwall/contracts/wish.dto';
import { voteDelta } from '@wishwall/domain/reaction-rule';
import { describe, expect, it } from 'vitest';
import {
  displayedCounts,
  withBatch,
  withReactionCancelled,
  withReactionSent,
  withReactionSettled,
  withSeeded,
  withUnversioned,
  type CountsState,
} from './counts-arithmetic.ts';

const EMPTY: CountsState = { counts: {}, pending: {} };
const ZERO = { likes: 0, hearts: 0, dislikes: 0 };
const shown = (state: CountsState, wishId = 'w1') =>
  displayedCounts(state.counts[wishId], ZERO, state.pending[wishId]);

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

/** Runs the steps in order from `start`, as the store would. */
const run = (start: CountsState, ...steps: ((state: CountsState) => CountsState)[]) =>
  steps.reduce((state, step) => step(state), start);

describe('live counts arithmetic', () => {
  it('applies only newer versions, whatever the arrival order', () => {
    const state = run(
      EMPTY,
      (s) => withSeeded(s, [wish(5, 5)]),
      (s) => withBatch(s, [push(7, 7)], true),
      (s) => withBatch(s, [push(6, 6)], true),
      (s) => withBatch(s, [push(99, 7)], true),
      (s) => withSeeded(s, [wish(4, 4)]),
    );
    expect(state.counts.w1).toEqual({ likes: 7, hearts: 0, dislikes: 0, version: 7 });
  });

  it('returns the same state when nothing newer arrived, so nothing re-renders', () => {
    const state = withSeeded(EMPTY, [wish(5, 5)]);
    expect(withBatch(state, [push(4, 4)], true)).toBe(state);
    expect(withSeeded(state, [wish(5, 5)])).toBe(state);
    expect(withUnversioned(state, 'w1', ZERO)).toBe(state);
    expect(withReactionSettled(state, 'w1', voteDelta(null, 'like'))).toBe(state);
    expect(withReactionCancelled(state, 'w1')).toBe(state);
  });

  it('ignores pushes for wishes it never showed, unless asked', () => {
    expect(withBatch(EMPTY, [push(3, 1, 'other')], true).counts.other).toBeUndefined();
    expect(withBatch(EMPTY, [push(3, 1, 'other')], false).counts.other?.likes).toBe(3);
  });

  it('keeps unversioned counts only until real ones arrive', () => {
    const state = run(
      EMPTY,
      (s) => withUnversioned(s, 'w1', { likes: 2, hearts: 0, dislikes: 0 }),
      (s) => withBatch(s, [push(0, 0)], true),
    );
    expect(state.counts.w1?.likes).toBe(0);
    expect(
      withUnversioned(state, 'w1', { likes: 9, hearts: 0, dislikes: 0 }).counts.w1?.likes,
    ).toBe(0);
  });

  it('shows a reaction at once and keeps it until newer counts arrive', () => {
    const sent = run(
      EMPTY,
      (s) => withSeeded(s, [wish(5, 5)]),
      (s) => withReactionSent(s, 'w1', voteDelta(null, 'like')),
    );
    expect(shown(sent).likes).toBe(6);
    const settled = withReactionSettled(sent, 'w1', voteDelta(null, 'like'));
    expect(shown(settled).likes).toBe(6);
    const pushed = withBatch(settled, [push(6, 6)], true);
    expect(shown(pushed).likes).toBe(6);
    expect(pushed.pending.w1).toBeUndefined();
  });

  it('rolls a refused reaction back', () => {
    const sent = run(
      EMPTY,
      (s) => withSeeded(s, [wish(5, 5)]),
      (s) => withReactionSent(s, 'w1', voteDelta('like', null)),
    );
    expect(shown(sent).likes).toBe(4);
    const cancelled = withReactionCancelled(sent, 'w1');
    expect(shown(cancelled).likes).toBe(5);
    expect(cancelled.pending.w1).toBeUndefined();
  });

  it('does not count a reaction twice when its push beats the answer', () => {
    const pushed = run(
      EMPTY,
      (s) => withSeeded(s, [wish(5, 5)]),
      (s) => withReactionSent(s, 'w1', voteDelta(null, 'like')),
      (s) => withBatch(s, [push(6, 6)], true),
    );
    expect(shown(pushed).likes).toBe(7); // briefly, until the answer
    expect(shown(withReactionSettled(pushed, 'w1', voteDelta(null, 'like'))).likes).toBe(6);
  });

  it('keeps others’ pushes while a reaction is in flight', () => {
    const state = run(
      EMPTY,
      (s) => withSeeded(s, [wish(5, 5)]),
      (s) => withReactionSent(s, 'w1', voteDelta(null, 'heart')),
      (s) => withBatch(s, [{ wishId: 'w1', likes: 8, hearts: 0, dislikes: 0, version: 6 }], true),
    );
    expect(shown(state)).toEqual({ likes: 8, hearts: 1, dislikes: 0 });
  });

  it('never shows a count below zero, even when a withdrawal outruns the counts', () => {
    const state = withReactionSent(withSeeded(EMPTY, [wish(0, 1)]), 'w1', voteDelta('like', null));
    expect(shown(state).likes).toBe(0);
  });

  it('falls back to the counts the wish arrived with until any are held', () => {
    expect(displayedCounts(undefined, { likes: 3, hearts: 2, dislikes: 1 }, undefined)).toEqual({
      likes: 3,
      hearts: 2,
      dislikes: 1,
    });
  });
});
