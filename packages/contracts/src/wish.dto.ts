import { Type, type Static } from 'typebox';

export const WISH_STATUSES = ['created', 'published'] as const;
export type WishStatus = (typeof WISH_STATUSES)[number];

export const REACTION_TYPES = ['like', 'heart', 'dislike'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

export const WishAuthorDto = Type.Object({
  id: Type.String(),
  name: Type.String(),
  avatar_url: Type.Union([Type.String(), Type.Null()]),
  /**
   * The author closed the account (docs/decisions/0050-closing-an-account.md): clients show
   * "A former member" in their language instead of `name`. Absent otherwise.
   */
  closed: Type.Optional(Type.Literal(true)),
});

/** A published wish as the wall shows it. Ids are strings: they are Postgres bigints. */
export const WishDto = Type.Object({
  id: Type.String(),
  number_sequence: Type.Union([Type.Integer(), Type.Null()]),
  content: Type.String(),
  status: Type.Enum(WISH_STATUSES),
  likes: Type.Integer(),
  hearts: Type.Integer(),
  dislikes: Type.Integer(),
  /** Version of the three counts: a live update applies only if its version is newer. */
  counts_version: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  published_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  user: WishAuthorDto,
  /** The signed-in viewer's own vote on this wish (null: none); absent for anonymous viewers. */
  my_reaction: Type.Optional(Type.Union([Type.Enum(REACTION_TYPES), Type.Null()])),
});
export type WishDto = Static<typeof WishDto>;

export const WishListPageDto = Type.Object({
  wishes: Type.Object({ data: Type.Array(WishDto) }),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  per_page: Type.Integer(),
  /**
   * All matching wishes; the wall has it, search leaves it out (counting every match costs more
   * than the page) and says `last_page` = the next page while more follow.
   */
  total: Type.Optional(Type.Integer()),
});
export type WishListPageDto = Static<typeof WishListPageDto>;

/** The header counter. `version` grows by one with every publication. */
export const WishesCountDto = Type.Object({
  published_count: Type.Integer(),
  version: Type.Integer(),
  goal: Type.Integer(),
});
export type WishesCountDto = Static<typeof WishesCountDto>;

export const TopWishesDto = Type.Object({ wishes: Type.Array(WishDto) });
export type TopWishesDto = Static<typeof TopWishesDto>;

export const VoteDto = Type.Object({
  user_id: Type.String(),
  reaction_type: Type.Enum(REACTION_TYPES),
  created_at: Type.String({ format: 'date-time' }),
  user: WishAuthorDto,
});
export type VoteDto = Static<typeof VoteDto>;

/** One wish with its votes, for the wish page. */
export const WishDetailDto = Type.Intersect([
  WishDto,
  Type.Object({
    votes: Type.Array(VoteDto),
    /** The wish won the raffle: its page shows the winner's badge. */
    raffle_winner: Type.Boolean(),
  }),
]);
export type WishDetailDto = Static<typeof WishDetailDto>;

export const CreateWishBody = Type.Object({ content: Type.String({ maxLength: 500 }) });
export const CreateWishResultDto = Type.Object({
  wish: Type.Object({
    id: Type.String(),
    content: Type.String(),
    status: Type.Enum(WISH_STATUSES),
  }),
});
export type CreateWishResultDto = Static<typeof CreateWishResultDto>;

export const ReactBody = Type.Object({
  reaction_type: Type.Enum(REACTION_TYPES),
  /** The browser's user agent, as the web client sends it; informational only. */
  device_id: Type.Optional(Type.String({ maxLength: 512 })),
});

/** Absolute counts of one wish; `version` grows with every change, so clients keep the newest. */
export const WishCountsDto = Type.Object({
  wishId: Type.String(),
  likes: Type.Integer(),
  hearts: Type.Integer(),
  dislikes: Type.Integer(),
  version: Type.Integer(),
});
export type WishCountsDto = Static<typeof WishCountsDto>;

export const ReactResultDto = Type.Object({
  /** True when the same reaction again removed the vote. */
  removed: Type.Boolean(),
  /** The user's vote after the call; null when removed. */
  vote: Type.Union([VoteDto, Type.Null()]),
});
export type ReactResultDto = Static<typeof ReactResultDto>;

export const SEARCH_MAX_LENGTH = 100;
