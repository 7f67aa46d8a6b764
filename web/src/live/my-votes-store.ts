import type { ReactionType } from '@wishwall/contracts/wish.dto';
import { create } from 'zustand';
import { useSessionStore } from '../stores/session-store.ts';

export interface MyVotesStore {
  /** Whose votes these are: another sign-in starts from nothing. */
  userId: string | null;
  /** The user's vote per wish id; null when known to be none, absent when unknown. */
  votes: Record<string, ReactionType | null>;
  record: (userId: string, wishId: string, vote: ReactionType | null) => void;
}

/**
 * The signed-in user's own reactions, as far as this page knows them: from `my_reaction` on the
 * wishes the wall and the top-10 fetch, from the wish page's vote list and its live changes, and
 * from the answers to the user's clicks. A wish none of these covered yet shows no vote until one of them does.
 */
export const useMyVotesStore = create<MyVotesStore>()((set) => ({
  userId: null,
  votes: {},
  record: (userId, wishId, vote) =>
    set((state) => ({
      userId,
      votes: { ...(state.userId === userId ? state.votes : {}), [wishId]: vote },
    })),
}));

/** The user's vote on a wish, or null when none is known. */
export function myVoteOf(
  state: Pick<MyVotesStore, 'userId' | 'votes'>,
  userId: string | null,
  wishId: string,
): ReactionType | null {
  return userId !== null && state.userId === userId ? (state.votes[wishId] ?? null) : null;
}

/**
 * Records the signed-in user's own votes that came with fetched wishes (`my_reaction`), so the
 * wall shows them and a press toggles as the server will.
 */
export function recordMyReactions(
  userId: string | null,
  wishes: readonly { id: string; my_reaction?: ReactionType | null }[],
): void {
  if (userId === null) return;
  for (const wish of wishes) {
    if (wish.my_reaction !== undefined) {
      useMyVotesStore.getState().record(userId, wish.id, wish.my_reaction);
    }
  }
}

/**
 * Records the votes that came with an answer fetched under the current session. While the stored
 * session is still being restored, the answer already carries its votes (the request sent the
 * stored token) but nobody is signed in yet: the votes wait for the restore and are kept if it
 * ends signed in under that same token. Recording them at once would drop them whenever the
 * wall's answer beat the profile's, and a reloaded page would show the user's like unpressed.
 */
export function recordFetchedReactions(
  wishes: readonly { id: string; my_reaction?: ReactionType | null }[],
): void {
  const session = useSessionStore.getState();
  if (session.status === 'ready') {
    recordMyReactions(session.user?.id ?? null, wishes);
    return;
  }
  const token = session.token;
  const stop = useSessionStore.subscribe((next) => {
    if (next.status !== 'ready') return;
    stop();
    if (next.token === token) recordMyReactions(next.user?.id ?? null, wishes);
  });
}
