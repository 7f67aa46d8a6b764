import type { ReactionCounts } from '@wishwall/domain/reaction-rule';
import { useEffect } from 'react';
import { displayedCounts } from './counts-arithmetic.ts';
import { useLiveCountsStore } from './live-counts-store.ts';
import { showWishCounts } from './on-screen-registry.ts';

/**
 * A wish's counts as shown now (live, with the user's pending reactions), and registers the wish
 * as on screen so a reconnect resyncs it. `fallback` stands in until the store holds counts.
 */
export function useLiveCounts(wishId: string, fallback: ReactionCounts): ReactionCounts {
  const held = useLiveCountsStore((s) => s.counts[wishId]);
  const pending = useLiveCountsStore((s) => s.pending[wishId]);
  useEffect(() => showWishCounts(wishId), [wishId]);
  return displayedCounts(held, fallback, pending);
}
