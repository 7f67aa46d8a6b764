import type { WishCountsDto } from '@wishwall/contracts/wish.dto';
import {
  addCounts,
  isNoChange,
  NO_COUNTS,
  type ReactionCounts,
} from '@wishwall/domain/reaction-rule';
import { isNewer } from '../lib/versions.ts';

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

/** What the live counts store holds, keyed by wish id. */
export interface CountsState {
  counts: Record<string, VersionedCounts>;
  pending: Record<string, PendingReaction>;
}

// -1 is below any real version (they start at 0), so the first real counts always apply.
const UNVERSIONED = -1;

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([entry]) => entry !== key));
}

/** Drops a pending entry that no longer changes anything. */
function tidy(
  pending: CountsState['pending'],
  wishId: string,
  entry: PendingReaction,
): CountsState['pending'] {
  if (entry.inflight === null && isNoChange(entry.confirmed)) return withoutKey(pending, wishId);
  return { ...pending, [wishId]: entry };
}

/** Deltas add without the zero floor that displayed counts get. */
function addSigned(a: ReactionCounts, b: ReactionCounts): ReactionCounts {
  return {
    likes: a.likes + b.likes,
    hearts: a.hearts + b.hearts,
    dislikes: a.dislikes + b.dislikes,
  };
}

/**
 * Newer counts replace the held ones; older or equal versions are dropped, whatever order they
 * arrive in. Newer counts also end any confirmed reaction: its change is in them, or (if the
 * aggregator lagged) in the next push, which is a moment away.
 */
function applyNewer(
  state: CountsState,
  items: readonly { wishId: string; counts: VersionedCounts }[],
  onlyKnown: boolean,
): CountsState {
  let { counts, pending } = state;
  for (const { wishId, counts: next } of items) {
    const held = counts[wishId];
    if (held ? !isNewer(next, held) : onlyKnown) continue;
    counts = { ...counts, [wishId]: next };
    const reaction = pending[wishId];
    if (reaction) pending = tidy(pending, wishId, { ...reaction, confirmed: NO_COUNTS });
  }
  return counts === state.counts ? state : { counts, pending };
}

/** Counts from an HTTP answer (wall, top, wish page); kept only if newer than those held. */
export function withSeeded(state: CountsState, wishes: readonly CountsSource[]): CountsState {
  return applyNewer(
    state,
    wishes.map(({ id, likes, hearts, dislikes, counts_version }) => ({
      wishId: id,
      counts: { likes, hearts, dislikes, version: counts_version },
    })),
    false,
  );
}

/** Counts without a version (the profile's own wishes): only when nothing better is held. */
export function withUnversioned(
  state: CountsState,
  wishId: string,
  { likes, hearts, dislikes }: ReactionCounts,
): CountsState {
  if (state.counts[wishId]) return state;
  return {
    ...state,
    counts: { ...state.counts, [wishId]: { likes, hearts, dislikes, version: UNVERSIONED } },
  };
}

/** Socket pushes and sync answers; `onlyKnown` skips wishes this page never showed. */
export function withBatch(
  state: CountsState,
  batch: readonly WishCountsDto[],
  onlyKnown: boolean,
): CountsState {
  return applyNewer(
    state,
    batch.map(({ wishId, likes, hearts, dislikes, version }) => ({
      wishId,
      counts: { likes, hearts, dislikes, version },
    })),
    onlyKnown,
  );
}

/** The user's reaction is sent: its change shows at once, on top of any confirmed one. */
export function withReactionSent(
  state: CountsState,
  wishId: string,
  delta: ReactionCounts,
): CountsState {
  return {
    ...state,
    pending: {
      ...state.pending,
      [wishId]: {
        inflight: delta,
        confirmed: state.pending[wishId]?.confirmed ?? NO_COUNTS,
        sentVersion: state.counts[wishId]?.version ?? UNVERSIONED,
      },
    },
  };
}

/** The server applied it; `delta` is what it really changed (see `settledDelta`). */
export function withReactionSettled(
  state: CountsState,
  wishId: string,
  delta: ReactionCounts,
): CountsState {
  const reaction = state.pending[wishId];
  if (!reaction?.inflight) return state;
  // Counts that arrived while the call was in flight may already hold this reaction; if not,
  // the push that does is a tick away. Adding it on top could count it twice.
  const heldVersion = state.counts[wishId]?.version ?? UNVERSIONED;
  const confirmed =
    heldVersion > reaction.sentVersion ? reaction.confirmed : addSigned(reaction.confirmed, delta);
  return {
    ...state,
    pending: tidy(state.pending, wishId, { ...reaction, inflight: null, confirmed }),
  };
}

/** The server refused it: the optimistic change goes back. */
export function withReactionCancelled(state: CountsState, wishId: string): CountsState {
  const reaction = state.pending[wishId];
  if (!reaction) return state;
  return { ...state, pending: tidy(state.pending, wishId, { ...reaction, inflight: null }) };
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
