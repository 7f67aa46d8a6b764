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
    }),
    Type.Null(),
  ]),
});
export type RewardDto = Static<typeof RewardDto>;

/** A withdrawal request's life: pending → approved | rejected, approved → paid. */
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected', 'paid'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** Where an operator's decision leaves a request. */
export type DecidedWithdrawalStatus = Exclude<WithdrawalStatus, 'pending'>;

export const TransactionDto = Type.Object({
  id: Type.String(),
  amount: Amount,
  status: Type.Enum(WITHDRAWAL_STATUSES),
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
