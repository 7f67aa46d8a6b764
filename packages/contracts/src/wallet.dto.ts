import { Type, type Static } from 'typebox';

/** Amounts travel as decimal USD text (2 to 6 decimals), never as floats. */
export const Amount = Type.String({ pattern: '^-?\\d+\\.\\d{2,6}$', examples: ['10.00', '0.001'] });
export const DateTime = Type.String({ format: 'date-time' });

export const WalletDto = Type.Object({
  balance: Amount,
  /** When money last moved; null for a wallet that never held any. */
  last_update: Type.Union([DateTime, Type.Null()]),
  /** Grows with every movement: live updates carry it, clients keep the newest. */
  version: Type.Integer(),
});
export type WalletDto = Static<typeof WalletDto>;

export const REWARD_REASONS = ['referral_reward', 'withdrawal_paid'] as const;
export const REFERRAL_STEPS = ['email_verified', 'wish_published'] as const;

export const RewardDto = Type.Object({
  id: Type.String(),
  /** Negative for a paid withdrawal. */
  amount: Amount,
  reason: Type.Enum(REWARD_REASONS),
  /** What the referred user did to earn it; null for a withdrawal. */
  referral_step: Type.Union([Type.Enum(REFERRAL_STEPS), Type.Null()]),
  created_at: DateTime,
  referred_user: Type.Union([
    Type.Object({
      name: Type.String(),
      email_verified_at: Type.Union([DateTime, Type.Null()]),
      /** A closed account (decision 0050): shown as "A former member". Absent otherwise. */
      closed: Type.Optional(Type.Literal(true)),
    }),
    Type.Null(),
  ]),
});
export type RewardDto = Static<typeof RewardDto>;

/**
 * A withdrawal request's life (docs/decisions/0042-payouts-to-paypal.md): pending → approved |
 * rejected; approved → processing (PayPal holds the payout) | paid | failed; processing → paid |
 * failed. `failed` gave the held money back with PayPal's reason.
 */
export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'processing',
  'rejected',
  'failed',
  'paid',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** Where an operator's decision leaves a request. */
export type DecidedWithdrawalStatus = Exclude<WithdrawalStatus, 'pending'>;

/** Statuses in which the request still holds the user's money and blocks another one. */
export const WITHDRAWAL_IN_PROCESS: readonly WithdrawalStatus[] = [
  'pending',
  'approved',
  'processing',
];

export const TransactionDto = Type.Object({
  id: Type.String(),
  amount: Amount,
  status: Type.Enum(WITHDRAWAL_STATUSES),
  /** The PayPal account it goes to; null for a request made before destinations. */
  destination: Type.Union([Type.String(), Type.Null()]),
  /** PayPal's reason for a failed payout. */
  reason: Type.Union([Type.String(), Type.Null()]),
  created_at: DateTime,
  updated_at: DateTime,
});
export type TransactionDto = Static<typeof TransactionDto>;

/** Pages like the wall's: `last_page` is the next page while more follow. */
export const Paging = {
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  per_page: Type.Integer(),
};

export const RewardPageDto = Type.Object({
  rewards: Type.Object({ data: Type.Array(RewardDto) }),
  ...Paging,
});
export type RewardPageDto = Static<typeof RewardPageDto>;

export const TransactionPageDto = Type.Object({
  transactions: Type.Object({ data: Type.Array(TransactionDto) }),
  ...Paging,
});
export type TransactionPageDto = Static<typeof TransactionPageDto>;

export const WithdrawalBody = Type.Object({
  /**
   * A number or decimal text; the service reads it exactly (at most 2 decimals, > 0) and
   * answers `invalid_amount` otherwise. Text first: a number is then read through its text.
   */
  amount: Type.Union([Type.String({ maxLength: 40 }), Type.Number()]),
  /**
   * The PayPal account's e-mail. Needed only while the account has none remembered (it is then
   * remembered); otherwise it must be the remembered one, which changes only through
   * `PUT /payout-destination`.
   */
  destination: Type.Optional(Type.String({ maxLength: 254 })),
});
export type WithdrawalBody = Static<typeof WithdrawalBody>;

export const WithdrawalResultDto = Type.Object({ transaction: TransactionDto, wallet: WalletDto });
export type WithdrawalResultDto = Static<typeof WithdrawalResultDto>;

export const GiftBody = Type.Object({
  receiver_email: Type.String({ format: 'email', maxLength: 254 }),
  /**
   * Accepted and ignored: the server never mails client-supplied text (docs/product.md#answers).
   */
  email_subject: Type.Optional(Type.String()),
  email_body: Type.Optional(Type.String()),
});
export type GiftBody = Static<typeof GiftBody>;

export const GiftResultDto = Type.Object({
  gift: Type.Object({ id: Type.String(), receiver_email: Type.String() }),
  wallet: WalletDto,
});
export type GiftResultDto = Static<typeof GiftResultDto>;

export const WALLET_PAGE_SIZE = 20;

/** Why withdrawals are off on this installation (no payout provider), or null when on. */
export const WITHDRAWALS_OFF_REASONS = ['no_payout_provider'] as const;

export const PayoutDestinationDto = Type.Object({
  /** The remembered PayPal account's e-mail, or null before the first withdrawal. */
  paypal_email: Type.Union([Type.String(), Type.Null()]),
  changed_at: Type.Union([DateTime, Type.Null()]),
  /** A change holds new withdrawals until then (null when none is held). */
  withdrawals_held_until: Type.Union([DateTime, Type.Null()]),
  withdrawals_off: Type.Union([Type.Enum(WITHDRAWALS_OFF_REASONS), Type.Null()]),
  /**
   * Whether a change from this session needs the password: false while the session's second
   * factor (an authenticator app's code) is recent enough to stand for it.
   */
  change_needs_password: Type.Boolean(),
});
export type PayoutDestinationDto = Static<typeof PayoutDestinationDto>;

export const PayoutDestinationBody = Type.Object({
  paypal_email: Type.String({ minLength: 3, maxLength: 254 }),
  /** The account's password; not needed when the session passed a second factor recently. */
  password: Type.Optional(Type.String({ maxLength: 200 })),
});
export type PayoutDestinationBody = Static<typeof PayoutDestinationBody>;
