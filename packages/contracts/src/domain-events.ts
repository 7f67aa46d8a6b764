import type { RaffleRoundLive, VoteChange } from './socket-events.ts';
import type { DecidedWithdrawalStatus } from './wallet.dto.ts';
import type { WishCountsDto } from './wish.dto.ts';

/**
 * Domain events: written to the `outbox` table in the transaction that caused them, then
 * relayed to the Redis event stream (and, for job-triggering types, to a BullMQ queue).
 * Payloads carry ids, never secrets: the mail worker mints tokens and codes itself, so no
 * plaintext secret rests in the outbox, the stream or a job.
 */
export interface WishPublishedEvent {
  type: 'wish.published';
  payload: {
    wishId: string;
    userId: string;
    numberSequence: number;
    publishedCount: number;
    /** Version of the published-wish counter after this publication. */
    counterVersion: number;
  };
}

export interface UserRegisteredEvent {
  type: 'user.registered';
  payload: { userId: string };
}

/** Send a verification link for `email` (the account's, or the one it changes to). */
export interface EmailVerificationRequestedEvent {
  type: 'email.verification_requested';
  payload: { userId: string; email: string };
}

/** Send a two-factor code for the attempt row `attemptId`. */
export interface TwoFactorCodeRequestedEvent {
  type: 'two_factor.code_requested';
  payload: { userId: string; attemptId: string };
}

/** A checkout was confirmed paid and its wish published, once per payment. */
export interface PaymentVerifiedEvent {
  type: 'payment.verified';
  payload: { paymentId: string; wishId: string; userId: string; provider: string };
}

/**
 * A checkout was paid for a wish something else had already published (another payment, a
 * gift): recorded `duplicate`, and refunded by the `payments.refund` job.
 */
export interface PaymentDuplicateEvent {
  type: 'payment.duplicate';
  payload: { paymentId: string; wishId: string; userId: string; provider: string };
}

/** The user proved their address: their referrer earns a reward. */
export interface EmailVerifiedEvent {
  type: 'user.email_verified';
  payload: { userId: string };
}

/** A user bought a gifted wish for `giftId`'s receiver, who gets an e-mail. */
export interface GiftBoughtEvent {
  type: 'gift.bought';
  payload: { giftId: string; giverUserId: string };
}

/** A visitor wrote through the contact page: the operators and the sender are mailed. */
export interface ContactMessageReceivedEvent {
  type: 'contact.message_received';
  payload: { contactMessageId: string };
}

/**
 * Someone asked for a password reset link for `email`, the account's address when asked; the
 * mail worker mints the link, unless the account has left that address since.
 */
export interface PasswordResetRequestedEvent {
  type: 'password_reset.requested';
  payload: { userId: string; email: string };
}

/**
 * The account moved from `previousEmail` to `email` (its new address's link was opened): the
 * address it left is told, with a link that undoes the change.
 */
export interface EmailChangedEvent {
  type: 'user.email_changed';
  payload: { userId: string; previousEmail: string; email: string };
}

/**
 * The owner closed the account (docs/decisions/0050-closing-an-account.md). The address and
 * language are carried because the account no longer holds them: the closure is mailed to the
 * address it had, and only then is it gone. `forfeited` is the balance given to the house
 * (decimal USD text), or null; `giftsReturned` the unused gifts paid back to their givers.
 */
export interface AccountClosedEvent {
  type: 'user.closed';
  payload: {
    userId: string;
    email: string;
    language: 'en' | 'es';
    forfeited: string | null;
    giftsReturned: number;
  };
}

export interface PasswordChangedEvent {
  type: 'user.password_changed';
  payload: { userId: string };
}

/**
 * A change to how the account signs in with a second factor: the owner is told by mail each
 * time (docs/decisions/0047-authenticator-apps.md, docs/decisions/0053-passkeys.md).
 */
export const SECOND_FACTOR_CHANGES = [
  'email_on',
  'email_off',
  'app_on',
  'app_off',
  'recovery_codes_renewed',
  'recovery_code_used',
  'passkey_added',
  'passkey_removed',
] as const;
export type SecondFactorChange = (typeof SECOND_FACTOR_CHANGES)[number];

export interface SecondFactorChangedEvent {
  type: 'user.second_factor_changed';
  payload: { userId: string; change: SecondFactorChange };
}

/**
 * Every session of the user signed before `tokenVersion` ended (two-factor turned on or off,
 * a password or address changed, the operator role granted or revoked), but `keptJti`'s, the
 * session that made the change, which holds a token re-issued at the new version. Gateways
 * take the ended sessions' sockets out of the user's room.
 */
export interface SessionsEndedEvent {
  type: 'user.sessions_ended';
  payload: { userId: string; tokenVersion: number; keptJti: string | null };
}

/**
 * Live-state events skip the outbox (docs/architecture.md#live-state-skips-the-outbox): each
 * carries absolute state and a version, so a lost one is healed by the next or by a resync.
 */
export interface WishCountsChangedEvent {
  type: 'wish.counts_changed';
  payload: { counts: WishCountsDto[] };
}

/**
 * The votes one reaction batch changed (decision 0009), for the wish pages' watchers: each
 * change exactly as the gateway sends it to them.
 */
export interface VotesChangedEvent {
  type: 'votes.changed';
  payload: { changes: VoteChange[] };
}

/** A user's wallet after a committed movement; live state, for their open wallet tabs. */
export interface WalletChangedEvent {
  type: 'wallet.changed';
  payload: { userId: string; balance: string; version: number };
}

/**
 * A user asked for a withdrawal and its amount is held: they are told by e-mail (what, to which
 * PayPal account, what happens next), so a request they did not make does not go unnoticed.
 */
export interface WithdrawalRequestedEvent {
  type: 'withdrawal.requested';
  payload: { withdrawalId: string; userId: string };
}

/**
 * A withdrawal request moved on: an operator decided it, or PayPal's answer made it processing,
 * paid or failed (or reversed a paid one: `reversed`); the user is told by e-mail.
 */
export interface WithdrawalDecidedEvent {
  type: 'withdrawal.decided';
  payload: {
    withdrawalId: string;
    userId: string;
    status: DecidedWithdrawalStatus;
    /** Set when PayPal reversed a payout after paying it (the status stays `paid`). */
    reversed?: boolean;
    /** Decimal USD text. */
    amount: string;
    /** The operator's reason to reject, or PayPal's for a failed or reversed payout. */
    reason: string | null;
  };
}

/**
 * An operator said "pay": the payout job sends the withdrawal to PayPal
 * (docs/decisions/0042-payouts-to-paypal.md). The job reads everything else from Postgres.
 */
export interface WithdrawalPayoutRequestedEvent {
  type: 'withdrawal.payout_requested';
  payload: { withdrawalId: string };
}

/** The account's payout destination was set or changed; its owner is told by e-mail. */
export interface PayoutDestinationChangedEvent {
  type: 'payout_destination.changed';
  payload: { userId: string; changedAt: string };
}

/** The raffle was drawn: open walls show the winner at once (through the outbox, once). */
export interface RaffleDrawnEvent {
  type: 'raffle.drawn';
  payload: { round: number; wishId: string; likes: number; drawnAt: string };
}

/** A round opened, closed or was drawn: open walls show its state at once. */
export interface RaffleRoundChangedEvent {
  type: 'raffle.round_changed';
  payload: RaffleRoundLive;
}

export type DomainEvent =
  | WishCountsChangedEvent
  | VotesChangedEvent
  | WishPublishedEvent
  | UserRegisteredEvent
  | EmailVerificationRequestedEvent
  | TwoFactorCodeRequestedEvent
  | PasswordChangedEvent
  | AccountClosedEvent
  | SecondFactorChangedEvent
  | PasswordResetRequestedEvent
  | EmailChangedEvent
  | SessionsEndedEvent
  | PaymentVerifiedEvent
  | PaymentDuplicateEvent
  | EmailVerifiedEvent
  | GiftBoughtEvent
  | ContactMessageReceivedEvent
  | WalletChangedEvent
  | WithdrawalRequestedEvent
  | WithdrawalDecidedEvent
  | WithdrawalPayoutRequestedEvent
  | PayoutDestinationChangedEvent
  | RaffleDrawnEvent
  | RaffleRoundChangedEvent;
export type DomainEventType = DomainEvent['type'];

/**
 * An event as it travels on the stream. `id` is its identity, unique on its own: a UUIDv7
 * given when it is written to the outbox (decision 0038), a random UUID for a live-state
 * event. Order on the stream is the stream entry ids' (and live state's own versions).
 */
export type DomainEventEnvelope<E extends DomainEvent = DomainEvent> = E & {
  id: string;
  occurredAt: string;
};
