import type { WishCountsDto } from '@wishwall/contracts/wish.dto';
import { create } from 'zustand';
import {
  addCounts,
  isNoChange,
  NO_COUNTS,
  type ReactionCounts,
} from '@wishwall/domain/reaction-rule';

export interface VersionedCounts extends ReactionCounts {
  version: number;
}

/**
 * The user's own reactions on one wish, shown before the server's counts include them.
 * `inflight`: sent, not answered. `confirmed`: answered, but no newer counts have arrived since
 * it was sent, so the counts held may not include it yet.
 */
export interface PendingReaction {
  inflight: ReactionCounts | null;
  confirmed: ReactionCounts;
  /** The version held when the reaction was sent. */
  sentVersion: number;
}

/** Anything with a wish's counts and their version: a WishDto, or a socket batch entry. */
export interface CountsSource extends ReactionCounts {
  id: string;
  counts_version: number;
}

export interface LiveCountsStore {
  counts: Record<string, VersionedCounts>;
  pending: Record<string, PendingReaction>;
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

// -1 is below any real version (they start at 0), so the first real counts always apply.
const UNVERSIONED = -1;

type State = Pick<LiveCountsStore, 'counts' | 'pending'>;

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([entry]) => entry !== key));
}

/** Drops a pending entry that no longer changes anything. */
function tidy(pending: State['pending'], wishId: string, entry: PendingReaction): State['pending'] {
  if (entry.inflight === null && isNoChange(entry.confirmed)) return withoutKey(pending, wishId);
  return { ...pending, [wishId]: entry };
}

/**
 * Newer counts replace the held ones; older or equal versions are dropped, whatever order they
 * arrive in. Newer counts also end any confirmed reaction: its change is in them, or (if the
 * aggregator lagged) in the next push, which is a moment away.
 */
function applyNewer(
  state: State,
  items: readonly { wishId: string; counts: VersionedCounts }[],
  onlyKnown: boolean,
): State {
  let { counts, pending } = state;
  for (const { wishId, counts: next } of items) {
    const held = counts[wishId];
    if (held ? next.version <= held.version : onlyKnown) continue;
    counts = { ...counts, [wishId]: next };
    const reaction = pending[wishId];
    if (reaction) pending = tidy(pending, wishId, { ...reaction, confirmed: NO_COUNTS });
  }
  return counts === state.counts ? state : { counts, pending };
}

/**
 * Live reaction counts keyed by wish id, shared by every screen that shows them (wall cards,
 * top-10, wish page, "your wish"). Each count carries the server's version and only a newer one
 * replaces it; the user's own reactions ride on top until the server's counts include them.
 */
export const useLiveCountsStore = create<LiveCountsStore>()((set) => ({
  counts: {},
  pending: {},
  seed: (wishes) =>
    set((state) =>
      applyNewer(
        state,
        wishes.map(({ id, likes, hearts, dislikes, counts_version }) => ({
          wishId: id,
          counts: { likes, hearts, dislikes, version: counts_version },
        })),
        false,
      ),
    ),
  seedUnversioned: (wishId, { likes, hearts, dislikes }) =>
    set((state) =>
      state.counts[wishId]
        ? state
        : {
            counts: {
              ...state.counts,
              [wishId]: { likes, hearts, dislikes, version: UNVERSIONED },
            },
          },
    ),
  apply: (batch, options) =>
    set((state) =>
      applyNewer(
        state,
        batch.map(({ wishId, likes, hearts, dislikes, version }) => ({
          wishId,
          counts: { likes, hearts, dislikes, version },
        })),
        options?.onlyKnown ?? true,
      ),
    ),
  beginReaction: (wishId, delta) =>
    set((state) => ({
      pending: {
        ...state.pending,
        [wishId]: {
          inflight: delta,
          confirmed: state.pending[wishId]?.confirmed ?? NO_COUNTS,
          sentVersion: state.counts[wishId]?.version ?? UNVERSIONED,
        },
      },
    })),
  settleReaction: (wishId, delta) =>
    set((state) => {
      const reaction = state.pending[wishId];
      if (!reaction?.inflight) return state;
      // Counts that arrived while the call was in flight may already hold this reaction; if not,
      // the push that does is a tick away. Adding it on top could count it twice.
      const heldVersion = state.counts[wishId]?.version ?? UNVERSIONED;
      const confirmed =
        heldVersion > reaction.sentVersion
          ? reaction.confirmed
          : addSigned(reaction.confirmed, delta);
      return { pending: tidy(state.pending, wishId, { ...reaction, inflight: null, confirmed }) };
    }),
  cancelReaction: (wishId) =>
    set((state) => {
      const reaction = state.pending[wishId];
      if (!reaction) return state;
      return { pending: tidy(state.pending, wishId, { ...reaction, inflight: null }) };
    }),
}));

/** Deltas add without the zero floor that displayed counts get. */
function addSigned(a: ReactionCounts, b: ReactionCounts): ReactionCounts {
  return {
    likes: a.likes + b.likes,
    hearts: a.hearts + b.hearts,
    dislikes: a.dislikes + b.dislikes,
  };
}

/** What a wish shows: the server's counts plus the user's reactions not yet in them. */
export function displayedCounts(
  held: ReactionCounts | undefined,
  fallback: ReactionCounts,
  pending: PendingReaction | undefined,
): ReactionCounts {
  const base = held ?? fallback;
  if (!pending) return { likes: base.likes, hearts: base.hearts, dislikes: base.dislikes };
  return addCounts(base, addSigned(pending.confirmed, pending.inflight ?? NO_COUNTS));
}

// Which wishes are on screen right now, so a (re)connect resyncs exactly those. Kept outside the
// state: mounting a card must not re-render every other one.
const onScreen = new Map<string, number>();

/** A component shows this wish's counts until the returned function is called. */
export function showWishCounts(wishId: string): () => void {
  onScreen.set(wishId, (onScreen.get(wishId) ?? 0) + 1);
  return () => {
    const left = (onScreen.get(wishId) ?? 1) - 1;
    if (left > 0) onScreen.set(wishId, left);
    else onScreen.delete(wishId);
  };
}

export function wishIdsOnScreen(): string[] {
  return [...onScreen.keys()];
}
