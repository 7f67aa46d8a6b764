import type { VoteChange } from '@wishwall/contracts/socket-events';
import type { ReactionType, VoteDto } from '@wishwall/contracts/wish.dto';

export type VoteFilter = 'all' | ReactionType;

/** The reactions filter in its order (docs/product.md#wish-page). */
export const VOTE_FILTERS = [
  'all',
  'like',
  'dislike',
  'heart',
] as const satisfies readonly VoteFilter[];

/**
 * The wish's vote list after live changes: each user holds at most one vote, a changed vote moves
 * to the top (newest first), a removed one leaves. Changes for other wishes are ignored.
 */
export function applyVoteChanges(
  votes: readonly VoteDto[],
  changes: readonly VoteChange[],
  wishId: string,
): readonly VoteDto[] {
  let next = votes;
  for (const change of changes) {
    if (change.wishId !== wishId) continue;
    const others = next.filter((vote) => vote.user_id !== change.userId);
    next = change.vote ? [change.vote, ...others] : others;
  }
  return next;
}

export function filterVotes(votes: readonly VoteDto[], filter: VoteFilter): readonly VoteDto[] {
  return filter === 'all' ? votes : votes.filter((vote) => vote.reaction_type === filter);
}
