import { REACTION_TYPES, type ReactionType } from '@wishwall/contracts/wish.dto';
import { pendingRequests } from '../lib/pending-after-sign-in.ts';

/** A reaction a visitor pressed before signing in (docs/decisions/0055-site-behaviour.md). */
export interface PendingReaction {
  wishId: string;
  type: ReactionType;
  savedAt: number;
}

function isReactionType(value: unknown): value is ReactionType {
  return typeof value === 'string' && (REACTION_TYPES as readonly string[]).includes(value);
}

/** Stored as publishing's request is (lib/pending-after-sign-in.ts), under a key of its own. */
export const pendingReactions = pendingRequests<PendingReaction>(
  'pendingReaction',
  ({ wishId, type }, savedAt) =>
    typeof wishId === 'string' && wishId !== '' && isReactionType(type)
      ? { wishId, type, savedAt }
      : null,
);

/** What the wish, read again for the signed-in user, says a resumed press should do. */
export type ResumeStep = 'press' | 'already' | 'own';

/**
 * The resume rule: the press asked for a vote, so it is pressed only if the user does not hold
 * that vote already (pressing it again would take it away: a toggle). Their own wish is refused
 * as a press on it would be.
 */
export function resumeStep(
  pending: Pick<PendingReaction, 'type'>,
  wish: { user: { id: string }; my_reaction?: ReactionType | null },
  userId: string,
): ResumeStep {
  if (wish.user.id === userId) return 'own';
  if (wish.my_reaction === pending.type) return 'already';
  return 'press';
}
