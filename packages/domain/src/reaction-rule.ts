import type { ReactResultDto, ReactionType } from '@wishwall/contracts/wish.dto';

/** The three counts a wish shows. */
export interface ReactionCounts {
  likes: number;
  hearts: number;
  dislikes: number;
}

export const NO_COUNTS: ReactionCounts = { likes: 0, hearts: 0, dislikes: 0 };

const FIELD = {
  like: 'likes',
  heart: 'hearts',
  dislike: 'dislikes',
} as const satisfies Record<ReactionType, keyof ReactionCounts>;

export function countOf(counts: ReactionCounts, type: ReactionType): number {
  return counts[FIELD[type]];
}

/**
 * docs/product.md#reactions: the same reaction again removes the vote, another type switches it.
 */
export function voteAfterClick(
  previous: ReactionType | null,
  clicked: ReactionType,
): ReactionType | null {
  return previous === clicked ? null : clicked;
}

/** How the counts move when the user's vote goes from `previous` to `next`. */
export function voteDelta(
  previous: ReactionType | null,
  next: ReactionType | null,
): ReactionCounts {
  const delta = { ...NO_COUNTS };
  if (previous === next) return delta;
  if (previous) delta[FIELD[previous]] -= 1;
  if (next) delta[FIELD[next]] += 1;
  return delta;
}

/** Counts plus a change; a count never shows below zero, whatever a stale base says. */
export function addCounts(base: ReactionCounts, delta: ReactionCounts): ReactionCounts {
  return {
    likes: Math.max(0, base.likes + delta.likes),
    hearts: Math.max(0, base.hearts + delta.hearts),
    dislikes: Math.max(0, base.dislikes + delta.dislikes),
  };
}

export function isNoChange(delta: ReactionCounts): boolean {
  return delta.likes === 0 && delta.hearts === 0 && delta.dislikes === 0;
}

/** The vote the server says the user holds after the call. */
export function voteFromAnswer(answer: ReactResultDto, clicked: ReactionType): ReactionType | null {
  if (answer.removed) return null;
  return answer.vote?.reaction_type ?? clicked;
}

/**
 * The change the server actually made, given what the client believed before the click. The wall
 * does not know a visitor's earlier votes, so the belief may be wrong: a removal proves the vote
 * was of the clicked type; an added vote we thought we held was, most likely, not there at all.
 * A switch from an unknown earlier vote stays invisible here; the versioned push corrects it.
 */
export function settledDelta(
  believedPrevious: ReactionType | null,
  clicked: ReactionType,
  answer: ReactResultDto,
): ReactionCounts {
  const next = voteFromAnswer(answer, clicked);
  if (answer.removed) return voteDelta(clicked, null);
  const previous = believedPrevious === next ? null : believedPrevious;
  return voteDelta(previous, next);
}
