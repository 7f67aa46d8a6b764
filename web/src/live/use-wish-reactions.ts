import type { ErrorCode } from '@wishwall/contracts/error-codes';
import type { ReactResultDto, ReactionType } from '@wishwall/contracts/wish.dto';
import { useCallback, useState } from 'react';
import { apiClient } from '../lib/api-client.ts';
import { errorCodeOf } from '../lib/api-error.ts';
import {
  settledDelta,
  voteAfterClick,
  voteDelta,
  voteFromAnswer,
} from '@wishwall/domain/reaction-rule';
import { openAuthPrompt } from '../stores/auth-dialog-store.ts';
import { useLiveCountsStore } from './live-counts-store.ts';
import { myVoteOf, useMyVotesStore } from './my-votes-store.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { pendingReactions } from './pending-reaction.ts';

/** Why a reaction did not happen: an API code, or `unknown` for anything without one. */
export type ReactionFailure = ErrorCode | 'unknown';

export interface WishReactions {
  myVote: ReactionType | null;
  /** The wish is the signed-in user's own: reacting is not allowed (docs/product.md#reactions). */
  own: boolean;
  /** A reaction on this wish awaits the server's answer. */
  busy: boolean;
  failure: ReactionFailure | null;
  react: (type: ReactionType) => void;
  dismissFailure: () => void;
}

function postReaction(wishId: string, type: ReactionType): Promise<ReactResultDto> {
  return apiClient.post<ReactResultDto>(`/v1/wishes/${encodeURIComponent(wishId)}/react`, {
    reaction_type: type,
    // The user agent is sent as the device id (docs/product.md#wall-calls).
    device_id: navigator.userAgent,
  });
}

/**
 * One press by a signed-in user with instant feedback: the counts change at once (toggle and
 * switch rules), the server's answer settles them, a failure rolls them back. Resolves to why it
 * failed, or null. Used by the buttons and by a press resumed after signing in.
 */
export async function pressReaction(
  userId: string,
  wishId: string,
  type: ReactionType,
): Promise<ReactionFailure | null> {
  const counts = useLiveCountsStore.getState();
  // One reaction per wish at a time: the next click waits for the answer.
  if (counts.pending[wishId]?.inflight) return null;
  const votes = useMyVotesStore.getState();
  const previous = myVoteOf(votes, userId, wishId);
  const next = voteAfterClick(previous, type);
  counts.beginReaction(wishId, voteDelta(previous, next));
  votes.record(userId, wishId, next);
  try {
    const answer = await postReaction(wishId, type);
    useLiveCountsStore.getState().settleReaction(wishId, settledDelta(previous, type, answer));
    useMyVotesStore.getState().record(userId, wishId, voteFromAnswer(answer, type));
    return null;
  } catch (error: unknown) {
    useLiveCountsStore.getState().cancelReaction(wishId);
    useMyVotesStore.getState().record(userId, wishId, previous);
    const code = errorCodeOf(error);
    if (!code) console.warn('Could not react to the wish', error);
    return code ?? 'unknown';
  }
}

/**
 * Reacting to a wish with instant feedback (`pressReaction`); a failure says why. Visitors are
 * asked to sign in first, and their press is kept to resume once they have
 * (`ResumeReaction`, docs/decisions/0055-site-behaviour.md); the author's own wish refuses.
 */
export function useWishReactions(wishId: string, authorId: string): WishReactions {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const myVote = useMyVotesStore((s) => myVoteOf(s, userId, wishId));
  const busy = useLiveCountsStore((s) => Boolean(s.pending[wishId]?.inflight));
  const [failure, setFailure] = useState<ReactionFailure | null>(null);
  const own = userId !== null && userId === authorId;

  const react = useCallback(
    (type: ReactionType) => {
      if (userId === null) {
        pendingReactions.save({ wishId, type, savedAt: Date.now() });
        openAuthPrompt({ reason: 'react', onDismiss: () => pendingReactions.forget() });
        return;
      }
      if (own) {
        setFailure('cannot_react_to_own_wish');
        return;
      }
      void pressReaction(userId, wishId, type).then((failed) => {
        if (failed) setFailure(failed);
      });
    },
    [userId, own, wishId],
  );

  const dismissFailure = useCallback(() => setFailure(null), []);
  return { myVote, own, busy, failure, react, dismissFailure };
}
