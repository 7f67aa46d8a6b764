import { Type, type Static } from 'typebox';

export const WISH_STATUSES = ['created', 'published'] as const;
export type WishStatus = (typeof WISH_STATUSES)[number];

export const WishAuthorDto = Type.Object({
  id: Type.String(),
  name: Type.String(),
  avatar_url: Type.Union([Type.String(), Type.Null()]),
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
  created_at: Type.String({ format: 'date-time' }),
  published_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  user: WishAuthorDto,
});
export type WishDto = Static<typeof WishDto>;

export const WishListPageDto = Type.Object({
  wishes: Type.Object({ data: Type.Array(WishDto) }),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
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
