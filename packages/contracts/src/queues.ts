import type {
  AccountClosedEvent,
  ContactMessageReceivedEvent,
  DomainEventEnvelope,
  DomainEventType,
  EmailVerificationRequestedEvent,
  EmailChangedEvent,
  EmailVerifiedEvent,
  GiftBoughtEvent,
  PasswordChangedEvent,
  PasswordResetRequestedEvent,
  PaymentDuplicateEvent,
  SecondFactorChangedEvent,
  PayoutDestinationChangedEvent,
  RaffleDrawnEvent,
  TwoFactorCodeRequestedEvent,
  UserRegisteredEvent,
  WishPublishedEvent,
  WithdrawalDecidedEvent,
  WithdrawalPayoutRequestedEvent,
  WithdrawalRequestedEvent,
} from './domain-events.ts';

/** BullMQ queue names (docs/architecture.md#jobs). */
export const QueueName = {
  Mail: 'mail',
  Payments: 'payments',
  Rewards: 'rewards',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

/**
 * Job names tied to their payload types. A capability that adds work to a queue adds its
 * job here, to `JOB_QUEUE` and, when a domain event starts it, to `JOBS_FOR_EVENT`; the
 * worker's registry then refuses to start until the job has exactly one handler.
 */
export interface JobPayloads {
  'mail.welcome': DomainEventEnvelope<UserRegisteredEvent>;
  'mail.email-verification': DomainEventEnvelope<EmailVerificationRequestedEvent>;
  'mail.two-factor-code': DomainEventEnvelope<TwoFactorCodeRequestedEvent>;
  'mail.password-changed': DomainEventEnvelope<PasswordChangedEvent>;
  /** To the address a closed account had: what closing did (decision 0050). */
  'mail.account-closed': DomainEventEnvelope<AccountClosedEvent>;
  'mail.second-factor-changed': DomainEventEnvelope<SecondFactorChangedEvent>;
  'mail.password-reset': DomainEventEnvelope<PasswordResetRequestedEvent>;
  /** To the address the account left, with the link that undoes the change. */
  'mail.email-changed': DomainEventEnvelope<EmailChangedEvent>;
  /** Repeatable: settles pending payments the browser never confirmed. */
  'payments.reconcile': Record<string, never>;
  /**
   * Gives a duplicate payment back through its provider
   * (docs/decisions/0015-duplicate-payments-and-refunds.md).
   */
  'payments.refund': DomainEventEnvelope<PaymentDuplicateEvent>;
  'mail.gift-received': DomainEventEnvelope<GiftBoughtEvent>;
  /** The message itself, to the operators' address (CONTACT_TO). */
  'mail.contact-message': DomainEventEnvelope<ContactMessageReceivedEvent>;
  /** The sender's acknowledgement. */
  'mail.contact-acknowledgement': DomainEventEnvelope<ContactMessageReceivedEvent>;
  'mail.withdrawal-requested': DomainEventEnvelope<WithdrawalRequestedEvent>;
  'mail.withdrawal-decided': DomainEventEnvelope<WithdrawalDecidedEvent>;
  /** Sends an approved withdrawal to PayPal (docs/decisions/0042-payouts-to-paypal.md). */
  'payments.payout': DomainEventEnvelope<WithdrawalPayoutRequestedEvent>;
  /**
   * Repeatable: asks PayPal about payouts it still holds (processing), sends again those an
   * operator said "pay" to whose job gave up, and reads again a few paid ones whose next check
   * has come (a reversal comes with no webhook event).
   */
  'payments.payout-poll': Record<string, never>;
  'mail.payout-destination-changed': DomainEventEnvelope<PayoutDestinationChangedEvent>;
  /** The round's winner, told their wish won (decision 0044). */
  'mail.raffle-won': DomainEventEnvelope<RaffleDrawnEvent>;
  'rewards.email-verified': DomainEventEnvelope<EmailVerifiedEvent>;
  'rewards.wish-published': DomainEventEnvelope<WishPublishedEvent>;
  /** Repeatable: closes the open raffle round's sales once its announced close has come. */
  'payments.close-round': Record<string, never>;
  /** Repeatable: alerts on any ledger account whose balance is not its entries' sum. */
  'rewards.ledger-check': Record<string, never>;
}
export type JobName = keyof JobPayloads;

export const JOB_QUEUE: { readonly [N in JobName]: QueueName } = {
  'mail.welcome': QueueName.Mail,
  'mail.email-verification': QueueName.Mail,
  'mail.two-factor-code': QueueName.Mail,
  'mail.password-changed': QueueName.Mail,
  'mail.account-closed': QueueName.Mail,
  'mail.second-factor-changed': QueueName.Mail,
  'mail.password-reset': QueueName.Mail,
  'mail.email-changed': QueueName.Mail,
  'payments.reconcile': QueueName.Payments,
  'payments.refund': QueueName.Payments,
  'payments.close-round': QueueName.Payments,
  'mail.gift-received': QueueName.Mail,
  'mail.contact-message': QueueName.Mail,
  'mail.contact-acknowledgement': QueueName.Mail,
  'mail.withdrawal-requested': QueueName.Mail,
  'mail.withdrawal-decided': QueueName.Mail,
  'payments.payout': QueueName.Payments,
  'payments.payout-poll': QueueName.Payments,
  'mail.payout-destination-changed': QueueName.Mail,
  'mail.raffle-won': QueueName.Mail,
  'rewards.email-verified': QueueName.Rewards,
  'rewards.wish-published': QueueName.Rewards,
  'rewards.ledger-check': QueueName.Rewards,
};

/** Which domain events start which jobs; the outbox relay reads this. */
export const JOBS_FOR_EVENT: { readonly [T in DomainEventType]: readonly JobName[] } = {
  'wish.published': ['rewards.wish-published'],
  'wish.counts_changed': [],
  'votes.changed': [],
  'user.registered': ['mail.welcome'],
  'email.verification_requested': ['mail.email-verification'],
  'two_factor.code_requested': ['mail.two-factor-code'],
  'user.password_changed': ['mail.password-changed'],
  'user.closed': ['mail.account-closed'],
  'user.second_factor_changed': ['mail.second-factor-changed'],
  'password_reset.requested': ['mail.password-reset'],
  'user.email_changed': ['mail.email-changed'],
  'user.sessions_ended': [],
  'payment.verified': [],
  'payment.duplicate': ['payments.refund'],
  'user.email_verified': ['rewards.email-verified'],
  'gift.bought': ['mail.gift-received'],
  'contact.message_received': ['mail.contact-message', 'mail.contact-acknowledgement'],
  'wallet.changed': [],
  'withdrawal.requested': ['mail.withdrawal-requested'],
  'withdrawal.decided': ['mail.withdrawal-decided'],
  'withdrawal.payout_requested': ['payments.payout'],
  'payout_destination.changed': ['mail.payout-destination-changed'],
  'raffle.drawn': ['mail.raffle-won'],
  'raffle.round_changed': [],
};

/**
 * Repeatable jobs and how often each runs. The worker upserts each scheduler at start and
 * again whenever its Redis connection comes back, since Redis may come back empty
 * (decision 0018); BullMQ keys a scheduler by its job name, so upserting is idempotent.
 */
export const JOB_SCHEDULES: { readonly [N in JobName]?: { readonly everyMs: number } } = {
  'payments.reconcile': { everyMs: 60_000 },
  'payments.payout-poll': { everyMs: 60_000 },
  // Sales already stop at the announced close (publishing checks it); this records the close
  // and tells every open page within seconds of it.
  'payments.close-round': { everyMs: 5_000 },
  'rewards.ledger-check': { everyMs: 5 * 60_000 },
};
