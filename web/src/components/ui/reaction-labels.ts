import type { ReactionType } from '@wishwall/contracts/wish.dto';

/**
 * The translation keys that name each reaction: `name` labels its button, `count` reads a
 * count out ("12 likes"). One table for every view of the reactions.
 */
export const REACTION_LABELS = {
  like: { name: 'reactions.like', count: 'reactions.likes_count' },
  heart: { name: 'reactions.heart', count: 'reactions.hearts_count' },
  dislike: { name: 'reactions.dislike', count: 'reactions.dislikes_count' },
} as const satisfies Record<ReactionType, { name: string; count: string }>;
