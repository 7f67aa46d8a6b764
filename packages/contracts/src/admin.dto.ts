import { Type, type Static } from 'typebox';
import { LEGAL_DOCUMENT_LANGUAGES, LEGAL_DOCUMENT_TYPES } from './legal-document.dto.ts';
import { WITHDRAWAL_STATUSES } from './wallet.dto.ts';

const DateTime = Type.String({ format: 'date-time' });
const Amount = Type.String({ pattern: '^-?\\d+\\.\\d{2,6}$' });
const Json = Type.Unknown();

/** The rows of one page of a console list (`?page=`); the console reads the pages in turn. */
export const ADMIN_PAGE_SIZE = 50;

/** One operator action as the console's audit list shows it. */
export const AuditEntryDto = Type.Object({
  id: Type.String(),
  operator_id: Type.Union([Type.String(), Type.Null()]),
  /** The acting operator's address; null for a server command. */
  operator_email: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  record_type: Type.String(),
  record_id: Type.String(),
  /** The address of the account the action was about, where there is one. */
  subject_email: Type.Union([Type.String(), Type.Null()]),
  before: Json,
  after: Json,
  at: DateTime,
});
export type AuditEntryDto = Static<typeof AuditEntryDto>;

export const AuditPageDto = Type.Object({
  entries: Type.Array(AuditEntryDto),
  next_page: Type.Union([Type.Integer(), Type.Null()]),
});
export type AuditPageDto = Static<typeof AuditPageDto>;

/**
 * `pay` sends the payout to PayPal (a job, decision 0042); `mark_paid` records one paid by other
 * means, for an approved request that was never sent.
 */
export const WITHDRAWAL_DECISIONS = ['approve', 'reject', 'pay', 'mark_paid'] as const;
export type WithdrawalDecision = (typeof WITHDRAWAL_DECISIONS)[number];

export const AdminWithdrawalDto = Type.Object({
  id: Type.String(),
  user_id: Type.String(),
  user_email: Type.String(),
  amount: Amount,
  status: Type.Enum(WITHDRAWAL_STATUSES),
  /** The PayPal account it is paid to (null for a request made before destinations). */
  destination: Type.Union([Type.String(), Type.Null()]),
  /** True once "pay" was given: the payout job owns it. */
  payout_requested: Type.Boolean(),
  /** What PayPal last said of the payout, and why. */
  provider_status: Type.Union([Type.String(), Type.Null()]),
  provider_reason: Type.Union([Type.String(), Type.Null()]),
  /** Why the last attempt to send failed on our side (funds, PayPal down, keys): retried. */
  payout_error: Type.Union([Type.String(), Type.Null()]),
  created_at: DateTime,
  updated_at: DateTime,
});
export type AdminWithdrawalDto = Static<typeof AdminWithdrawalDto>;

export const WithdrawalDecisionBody = Type.Object({
  decision: Type.Enum(WITHDRAWAL_DECISIONS),
  /** Required to reject: the user reads it in the e-mail. */
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
});

export const OperatorCreditBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254 }),
  amount: Type.String({ minLength: 1, maxLength: 20 }),
  reason: Type.String({ minLength: 1, maxLength: 500 }),
});

export const CREDIT_REQUEST_STATES = ['pending', 'approved', 'rejected'] as const;
export type CreditRequestState = (typeof CREDIT_REQUEST_STATES)[number];
export const CREDIT_DECISIONS = ['approve', 'reject'] as const;
export type CreditDecision = (typeof CREDIT_DECISIONS)[number];

/** A credit above the approval threshold, waiting for (or decided by) a second operator. */
export const CreditRequestDto = Type.Object({
  id: Type.String(),
  user_id: Type.String(),
  user_email: Type.String(),
  amount: Amount,
  reason: Type.String(),
  state: Type.Enum(CREDIT_REQUEST_STATES),
  requested_by: Type.String(),
  requested_by_email: Type.String(),
  requested_at: DateTime,
  decided_by: Type.Union([Type.String(), Type.Null()]),
  decided_at: Type.Union([DateTime, Type.Null()]),
});
export type CreditRequestDto = Static<typeof CreditRequestDto>;

/**
 * A console credit: `credited` at once (the wallet's new balance), or `pending` a second
 * operator's approval (the request; the balance is unchanged).
 */
export const OperatorCreditResultDto = Type.Object({
  state: Type.Enum(['credited', 'pending'] as const),
  balance: Amount,
  request: Type.Union([CreditRequestDto, Type.Null()]),
});
export type OperatorCreditResultDto = Static<typeof OperatorCreditResultDto>;

export const CreditDecisionBody = Type.Object({ decision: Type.Enum(CREDIT_DECISIONS) });

/** What an operator sees of an account found by e-mail. */
export const AdminUserDto = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Enum(['user', 'admin'] as const),
  email_verified_at: Type.Union([DateTime, Type.Null()]),
  two_factor_enabled: Type.Boolean(),
  /** An authenticator app: what an operator needs (docs/decisions/0047-authenticator-apps.md). */
  totp_enabled: Type.Boolean(),
  created_at: DateTime,
  /**
   * When the owner closed the account (docs/decisions/0050-closing-an-account.md): its data is
   * erased and its address is `closed-<id>@closed.invalid`, which finds it here.
   */
  closed_at: Type.Union([DateTime, Type.Null()]),
  wallet: Type.Object({ balance: Amount, version: Type.Integer() }),
  wish: Type.Union([
    Type.Object({
      id: Type.String(),
      content: Type.String(),
      status: Type.String(),
      likes: Type.Integer(),
      published_at: Type.Union([DateTime, Type.Null()]),
    }),
    Type.Null(),
  ]),
  referrals: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      email_verified_at: Type.Union([DateTime, Type.Null()]),
      closed: Type.Boolean(),
    }),
  ),
});
export type AdminUserDto = Static<typeof AdminUserDto>;

/** One gateway replica's live figures, as it last published them (every second). */
export const GatewayFiguresDto = Type.Object({
  instance: Type.String(),
  sockets: Type.Integer(),
  messages_per_second: Type.Number(),
  /** How long the newest event it read had waited on the stream. */
  stream_lag_seconds: Type.Number(),
  at: DateTime,
});

export const QueueFiguresDto = Type.Object({
  name: Type.String(),
  waiting: Type.Integer(),
  active: Type.Integer(),
  delayed: Type.Integer(),
  failed: Type.Integer(),
  completed: Type.Integer(),
});

/**
 * The console's overview: live figures, read anew on every call (decision 0027) and pushed
 * over the overview's WebSocket (docs/decisions/0051-console-live-overview.md).
 */
export const AdminOverviewDto = Type.Object({
  gateways: Type.Array(GatewayFiguresDto),
  viewers: Type.Integer(),
  /** Accepted reactions per second over the last seconds, summed over the API replicas. */
  reactions_per_second: Type.Number(),
  /** Published since midnight UTC. */
  published_today: Type.Integer(),
  queues: Type.Array(QueueFiguresDto),
  outbox_pending: Type.Integer(),
  /** Age of the oldest outbox event not yet relayed (0 when none waits). */
  outbox_lag_seconds: Type.Number(),
  /** Age of the oldest reaction delta not yet folded into the counts (0 when none waits). */
  fold_lag_seconds: Type.Number(),
  /** Withdrawals still holding money: waiting for a decision, approved, and at PayPal. */
  payouts_pending: Type.Object({
    pending: Type.Integer(),
    approved: Type.Integer(),
    processing: Type.Integer(),
  }),
  at: DateTime,
});
export type AdminOverviewDto = Static<typeof AdminOverviewDto>;

/** A contact-page message in the operators' inbox. */
export const AdminContactMessageDto = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  language: Type.String(),
  user_id: Type.Union([Type.String(), Type.Null()]),
  created_at: DateTime,
  handled_at: Type.Union([DateTime, Type.Null()]),
  handled_by: Type.Union([Type.String(), Type.Null()]),
});
export type AdminContactMessageDto = Static<typeof AdminContactMessageDto>;

/** One page of the inbox (`?page=`), newest first; `next_page` is null on the last. */
export const AdminContactPageDto = Type.Object({
  messages: Type.Array(AdminContactMessageDto),
  next_page: Type.Union([Type.Integer(), Type.Null()]),
});
export type AdminContactPageDto = Static<typeof AdminContactPageDto>;

export const ContactHandledBody = Type.Object({ handled: Type.Boolean() });

/** A field that must hold more than blanks. */
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

/**
 * A new version of a legal or information page, its content in Markdown (headings,
 * paragraphs, emphasis, lists, links; line breaks kept). The server renders it and keeps only
 * that markup (decisions 0027 and 0052). `dry_run` renders without publishing: the editor's
 * preview.
 */
export const LegalDocumentPublishBody = Type.Object({
  document_type: Type.Enum(LEGAL_DOCUMENT_TYPES),
  language_code: Type.Enum(LEGAL_DOCUMENT_LANGUAGES),
  title: Text(200),
  summary: Text(300),
  content: Text(100_000),
  dry_run: Type.Optional(Type.Boolean()),
});
export type LegalDocumentPublishBody = Static<typeof LegalDocumentPublishBody>;

/** A single-use ticket that opens the overview's WebSocket: sent as the socket's first message. */
export const OverviewTicketDto = Type.Object({
  ticket: Type.String(),
  /** The socket's path on this origin. */
  path: Type.String(),
  expires_at: DateTime,
});
export type OverviewTicketDto = Static<typeof OverviewTicketDto>;

/** What the overview's WebSocket sends: the figures, again at every change of second. */
export type OverviewSocketMessage = { type: 'overview'; data: AdminOverviewDto };

/**
 * Why the overview's WebSocket closed (its close code, 4000 and up as the protocol leaves to
 * applications): no ticket or a used one, the session signed out or revoked, no longer an
 * operator, the second factor too old (ask for a fresh code), or the server going away.
 */
export const OVERVIEW_CLOSE = {
  ticket: 4401,
  session_ended: 4400,
  not_operator: 4403,
  step_up_required: 4409,
} as const;
