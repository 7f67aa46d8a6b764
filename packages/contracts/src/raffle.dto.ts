import { Type, type Static } from 'typebox';
import { WishDto } from './wish.dto.ts';

export const RaffleStandingDto = Type.Object({
  wish_id: Type.String(),
  number_sequence: Type.Union([Type.Integer(), Type.Null()]),
  likes: Type.Integer(),
  published_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/** The prize page's raffle: not drawn yet (`winner` null), or its result for good. */
export const RaffleDto = Type.Object({
  drawn: Type.Boolean(),
  winner: Type.Union([WishDto, Type.Null()]),
  /** Likes the winner had when drawn. */
  likes: Type.Union([Type.Integer(), Type.Null()]),
  drawn_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The top-10 as it stood at the draw. */
  top_ten: Type.Array(RaffleStandingDto),
});
export type RaffleDto = Static<typeof RaffleDto>;
