import { Type, type Static } from 'typebox';
import { WishDto } from './wish.dto.ts';

export const RaffleStandingDto = Type.Object({
  wish_id: Type.String(),
  number_sequence: Type.Union([Type.Integer(), Type.Null()]),
  likes: Type.Integer(),
  published_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const RAFFLE_ROUND_STATES = ['open', 'closed', 'drawn'] as const;
export type RaffleRoundState = (typeof RAFFLE_ROUND_STATES)[number];

/** A raffle round (docs/product.md#raffle): open for sales, closed by the clock, or drawn. */
export const RaffleRoundDto = Type.Object({
  number: Type.Integer(),
  /** Decimal USD text. */
  prize: Type.String(),
  state: Type.Enum(RAFFLE_ROUND_STATES),
  opens_at: Type.String({ format: 'date-time' }),
  /** The announced close. */
  closes_at: Type.String({ format: 'date-time' }),
  /** When sales actually closed; null while open. */
  closed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type RaffleRoundDto = Static<typeof RaffleRoundDto>;

export const PRIZE_PAYMENT_METHODS = ['off_platform', 'wallet'] as const;
export type PrizePaymentMethod = (typeof PRIZE_PAYMENT_METHODS)[number];
export const PRIZE_PAYMENT_STATES = ['pending', 'paid', 'rejected'] as const;
export type PrizePaymentState = (typeof PRIZE_PAYMENT_STATES)[number];

/** What the site shows of a result's prize payment: its state and how, never the reference. */
export const PrizePaymentPublicDto = Type.Object({
  state: Type.Enum(PRIZE_PAYMENT_STATES),
  method: Type.Enum(PRIZE_PAYMENT_METHODS),
  paid_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

/** A prize payment as the console lists it. */
export const PrizePaymentDto = Type.Object({
  id: Type.String(),
  round: Type.Integer(),
  winner_user_id: Type.String(),
  /** Decimal USD text. */
  amount: Type.String(),
  method: Type.Enum(PRIZE_PAYMENT_METHODS),
  reference: Type.Union([Type.String(), Type.Null()]),
  state: Type.Enum(PRIZE_PAYMENT_STATES),
  requested_by: Type.String(),
  requested_at: Type.String({ format: 'date-time' }),
  decided_by: Type.Union([Type.String(), Type.Null()]),
  decided_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type PrizePaymentDto = Static<typeof PrizePaymentDto>;

/** `POST /v1/admin/raffle/rounds/{number}/prize`: how the prize is paid. */
export const RecordPrizePaymentBody = Type.Object({
  method: Type.Enum(PRIZE_PAYMENT_METHODS),
  /** The off-platform payment's reference (bank transfer id…); only with `off_platform`. */
  reference: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type RecordPrizePaymentBody = Static<typeof RecordPrizePaymentBody>;

export const PrizeDecisionBody = Type.Object({
  decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
});

/**
 * `GET /v1/raffle`: the current round (the open one, or between rounds the last one) and the
 * last drawn result (`drawn` false and `winner` null while no round was drawn yet).
 */
export const RaffleDto = Type.Object({
  round: Type.Union([RaffleRoundDto, Type.Null()]),
  /** The round the result below belongs to. */
  result_round: Type.Union([Type.Integer(), Type.Null()]),
  drawn: Type.Boolean(),
  winner: Type.Union([WishDto, Type.Null()]),
  /** Likes the winner had when drawn. */
  likes: Type.Union([Type.Integer(), Type.Null()]),
  drawn_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The top-10 as it stood at the draw. */
  top_ten: Type.Array(RaffleStandingDto),
  /** The result's prize payment, once an operator recorded one (pending or paid). */
  prize_payment: Type.Union([PrizePaymentPublicDto, Type.Null()]),
});
export type RaffleDto = Static<typeof RaffleDto>;

/** `POST /v1/admin/raffle/rounds`: the next round, its prize and its announced close. */
export const OpenRaffleRoundBody = Type.Object({
  /** Decimal USD text, at most two decimals. */
  prize: Type.String({ minLength: 1, maxLength: 20 }),
  closes_at: Type.String({ format: 'date-time' }),
});
export type OpenRaffleRoundBody = Static<typeof OpenRaffleRoundBody>;
