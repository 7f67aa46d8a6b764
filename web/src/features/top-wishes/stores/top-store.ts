import { TOP_WISHES_LIKES_ABOVE } from '@wishwall/contracts/constants';
import type { TopState } from '@wishwall/contracts/socket-events';
import type { WishDto } from '@wishwall/contracts/wish.dto';
import { create } from 'zustand';
import { isNewer } from '../../../lib/versions.ts';

export type TopStatus = 'loading' | 'ready' | 'error';

export interface TopStore extends TopState {
  status: TopStatus;
  /** A pushed snapshot: applies only if newer than the one held. */
  apply: (state: TopState) => void;
  /** The HTTP answer carries no version: it fills the list only until a snapshot arrives. */
  applyUnversioned: (wishes: WishDto[]) => void;
  /** The first load failed; a later snapshot still recovers. */
  fail: () => void;
}

// Below any real version, so the first snapshot always applies over the HTTP answer.
const UNVERSIONED = -1;

/** The top-10, whole, as the gateway pushes it (docs/product.md#top-10). */
export const useTopStore = create<TopStore>()((set) => ({
  wishes: [],
  version: UNVERSIONED,
  status: 'loading',
  apply: (next) =>
    set((current) =>
      isNewer(next, current)
        ? { wishes: onlyLiked(next.wishes), version: next.version, status: 'ready' }
        : current,
    ),
  applyUnversioned: (wishes) =>
    set((current) =>
      current.version === UNVERSIONED ? { wishes: onlyLiked(wishes), status: 'ready' } : current,
    ),
  fail: () => set((current) => (current.status === 'loading' ? { status: 'error' } : current)),
}));

function onlyLiked(wishes: readonly WishDto[]): WishDto[] {
  return wishes.filter((wish) => wish.likes > TOP_WISHES_LIKES_ABOVE);
}
