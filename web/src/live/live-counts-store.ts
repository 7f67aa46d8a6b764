import type { WishCountsDto } from '@wishwall/contracts/wish.dto';
import type { ReactionCounts } from '@wishwall/domain/reaction-rule';
import { create } from 'zustand';
import {
  withBatch,
  withReactionCancelled,
  withReactionSent,
  withReactionSettled,
  withSeeded,
  withUnversioned,
  type CountsSource,
  type CountsState,
} from './counts-arithmetic.ts';

export interface LiveCountsStore extends CountsState {
  /** Counts from an HTTP answer (wall, top, wish page); kept only if newer than those held. */
  seed: (wishes: readonly CountsSource[]) => void;
  /** Counts without a version (the profile's own wishes): only when nothing better is held. */
  seedUnversioned: (wishId: string, counts: ReactionCounts) => void;
  /** Socket pushes and sync answers; `onlyKnown` skips wishes this page never showed. */
  apply: (batch: readonly WishCountsDto[], options?: { onlyKnown?: boolean }) => void;
  beginReaction: (wishId: string, delta: ReactionCounts) => void;
  /** The server applied it; `delta` is what it really changed (see `settledDelta`). */
  settleReaction: (wishId: string, delta: ReactionCounts) => void;
  /** The server refused it: the optimistic change goes back. */
  cancelReaction: (wishId: string) => void;
}

/**
 * Live reaction counts keyed by wish id, shared by every screen that shows them (wall cards,
 * top-10, wish page, "your wish"). Each count carries the server's version and only a newer one
 * replaces it; the user's own reactions ride on top until the server's counts include them.
 * The arithmetic is in `counts-arithmetic.ts`; this only holds its result.
 */
export const useLiveCountsStore = create<LiveCountsStore>()((set) => ({
  counts: {},
  pending: {},
  seed: (wishes) => set((state) => withSeeded(state, wishes)),
  seedUnversioned: (wishId, counts) => set((state) => withUnversioned(state, wishId, counts)),
  apply: (batch, options) => set((state) => withBatch(state, batch, options?.onlyKnown ?? true)),
  beginReaction: (wishId, delta) => set((state) => withReactionSent(state, wishId, delta)),
  settleReaction: (wishId, delta) => set((state) => withReactionSettled(state, wishId, delta)),
  cancelReaction: (wishId) => set((state) => withReactionCancelled(state, wishId)),
}));
