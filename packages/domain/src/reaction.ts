import type { ReactionType } from '@wishwall/contracts/wish.dto';

export interface CountsDelta {
  likes: number;
  hearts: number;
  dislikes: number;
}

export type ReactionOutcome =
  | { kind: 'added'; type: ReactionType }
  | { kind: 'removed'; type: ReactionType }
  | { kind: 'switched'; from: ReactionType; to: ReactionType };

const FIELD = { like: 'likes', heart: 'hearts', dislike: 'dislikes' } as const;

/** What pressing `pressed` does to a user's vote `current` (the toggle rule of the spec). */
export function reactionOutcome(
  current: ReactionType | null,
  pressed: ReactionType,
): ReactionOutcome {
  if (current === null) return { kind: 'added', type: pressed };
  if (current === pressed) return { kind: 'removed', type: pressed };
  return { kind: 'switched', from: current, to: pressed };
}

/** The change an outcome makes to the wish's counts. */
export function countsDelta(outcome: ReactionOutcome): CountsDelta {
  const delta: CountsDelta = { likes: 0, hearts: 0, dislikes: 0 };
  switch (outcome.kind) {
    case 'added':
      delta[FIELD[outcome.type]] += 1;
      break;
    case 'removed':
      delta[FIELD[outcome.type]] -= 1;
      break;
    case 'switched':
      delta[FIELD[outcome.from]] -= 1;
      delta[FIELD[outcome.to]] += 1;
      break;
  }
  return delta;
}
