import { Type, type Static } from 'typebox';
import { Amount, DateTime, Paging, REFERRAL_STEPS, WITHDRAWAL_STATUSES } from './wallet.dto.ts';

/**
 * What a statement line is (docs/product.md#statement): each movement of the wallet, and a
 * held withdrawal's payout, which moves no money of the wallet but is news.
 */
export const STATEMENT_KINDS = [
  'reward',
  'operator_credit',
  'gift_purchase',
  /** A gift its receiver never used, paid back when they closed the account (decision 0050). */
  'gift_returned',
  /** The balance below the withdrawal minimum a closing account gave up. */
  'closing_forfeit',
  'withdrawal_held',
  'withdrawal_released',
  'withdrawal_paid',
  'withdrawal_reversed',
] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** What the wallet tab filters by: each kind of money, withdrawals' steps together. */
export const STATEMENT_FILTERS = [
  'reward',
  'operator_credit',
  'gift_purchase',
  'withdrawal',
] as const;
export type StatementFilter = (typeof STATEMENT_FILTERS)[number];

/** A bought gift: waiting at the address, claimed by the account that proved it, published. */
export const GIFT_STATES = ['waiting', 'claimed', 'published', 'returned'] as const;
export type GiftState = (typeof GIFT_STATES)[number];

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const StatementEntryDto = Type.Object({
  id: Type.String(),
  kind: Type.Enum(STATEMENT_KINDS),
  /** What the line moved in the wallet (signed); "0.00" for a payout of held money. */
  amount: Amount,
  /** The wallet's balance once the line was booked: the newest line's is the balance. */
  balance_after: Amount,
  created_at: DateTime,
  reward: Nullable(
    Type.Object({
      referral_step: Type.Enum(REFERRAL_STEPS),
      referred_user: Type.Object({
        name: Type.String(),
        /** A closed account (decision 0050): shown as "A former member". Absent otherwise. */
        closed: Type.Optional(Type.Literal(true)),
      }),
    }),
  ),
  credit: Nullable(Type.Object({ reason: Type.String() })),
  gift: Nullable(
    Type.Object({
      /** Masked: the giver typed it, the screen needn't show it whole. */
      receiver_email: Type.String(),
      state: Type.Enum(GIFT_STATES),
      /**
       * The receiver closed the account (decision 0050): shown as "A former member", and
       * `receiver_email` is empty (their address was erased).
       */
      receiver_closed: Type.Optional(Type.Literal(true)),
    }),
  ),
  withdrawal: Nullable(
    Type.Object({
      id: Type.String(),
      amount: Amount,
      /** The request's status now, whichever of its lines this is. */
      status: Type.Enum(WITHDRAWAL_STATUSES),
      /**
       * PayPal reversed the payout after paying it and the money came back: the status stays
       * `paid` (decision 0042), and this tells the screen not to show it as paid.
       */
      reversed: Type.Boolean(),
      /** The PayPal account it is paid to, masked; null for a request made before payouts. */
      destination: Nullable(Type.String()),
      /** Why the hold came back (a release); null otherwise. */
      reason: Nullable(Type.String()),
      /**
       * PayPal's id of the payout item, the reference its receipt and support use; on a paid-out
       * or reversed line only, null otherwise (and for a payout marked paid by hand).
       */
      provider_reference: Nullable(Type.String()),
    }),
  ),
});
export type StatementEntryDto = Static<typeof StatementEntryDto>;

export const StatementPageDto = Type.Object({
  statement: Type.Object({ data: Type.Array(StatementEntryDto) }),
  ...Paging,
});
export type StatementPageDto = Static<typeof StatementPageDto>;
