import { Type, type Static } from 'typebox';

const DateTime = Type.String({ format: 'date-time' });
const Amount = Type.String({ pattern: '^-?\\d+\\.\\d{2,6}$' });
const Json = Type.Unknown();

/** One operator action as the console's audit list shows it. */
export const AuditEntryDto = Type.Object({
  id: Type.String(),
  operator_id: Type.Union([Type.String(), Type.Null()]),
  action: Type.String(),
  record_type: Type.String(),
  record_id: Type.String(),
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

export const WITHDRAWAL_DECISIONS = ['approve', 'reject', 'mark_paid'] as const;

export const AdminWithdrawalDto = Type.Object({
  id: Type.String(),
  user_id: Type.String(),
  user_email: Type.String(),
  amount: Amount,
  status: Type.Enum(['pending', 'approved', 'rejected', 'paid'] as const),
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

/** What an operator sees of an account found by e-mail. */
export const AdminUserDto = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Enum(['user', 'admin'] as const),
  email_verified_at: Type.Union([DateTime, Type.Null()]),
  two_factor_enabled: Type.Boolean(),
  created_at: DateTime,
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
    }),
  ),
});
export type AdminUserDto = Static<typeof AdminUserDto>;
