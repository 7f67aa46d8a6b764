import type { Kysely, Transaction } from 'kysely';
import type { AccountLinkTokenTable } from './tables/account-link-token.table.ts';
import type { AdminAuditTable } from './tables/admin-audit.table.ts';
import type { ContactMessageTable } from './tables/contact-message.table.ts';
import type { CreditRequestTable } from './tables/credit-request.table.ts';
import type { EmailVerificationTokenTable } from './tables/email-verification-token.table.ts';
import type { GiftedWishTable } from './tables/gifted-wish.table.ts';
import type { LedgerAccountTable } from './tables/ledger-account.table.ts';
import type { LedgerEntryTable } from './tables/ledger-entry.table.ts';
import type { LedgerTransactionTable } from './tables/ledger-transaction.table.ts';
import type { LegalDocumentTable } from './tables/legal-document.table.ts';
import type { OutboxJobTable } from './tables/outbox-job.table.ts';
import type { OutboxTable } from './tables/outbox.table.ts';
import type { PaymentTable } from './tables/payment.table.ts';
import type { RaffleDrawTable } from './tables/raffle-draw.table.ts';
import type { ReactionDeltaTable } from './tables/reaction-delta.table.ts';
import type { ReferralRewardTable } from './tables/referral-reward.table.ts';
import type { RevokedTokenTable } from './tables/revoked-token.table.ts';
import type { SandboxCheckoutTable } from './tables/sandbox-checkout.table.ts';
import type { TwoFactorAttemptTable } from './tables/two-factor-attempt.table.ts';
import type { UserPreferencesTable } from './tables/user-preferences.table.ts';
import type { UserTable } from './tables/user.table.ts';
import type { VoteTable } from './tables/vote.table.ts';
import type { WallCounterTable } from './tables/wall-counter.table.ts';
import type { WishTable } from './tables/wish.table.ts';
import type { WithdrawalTable } from './tables/withdrawal.table.ts';

export interface Database {
  users: UserTable;
  wishes: WishTable;
  votes: VoteTable;
  outbox: OutboxTable;
  outbox_jobs: OutboxJobTable;
  wall_counter: WallCounterTable;
  user_preferences: UserPreferencesTable;
  email_verification_tokens: EmailVerificationTokenTable;
  two_factor_attempts: TwoFactorAttemptTable;
  account_link_tokens: AccountLinkTokenTable;
  revoked_tokens: RevokedTokenTable;
  reaction_deltas: ReactionDeltaTable;
  gifted_wishes: GiftedWishTable;
  payments: PaymentTable;
  sandbox_checkouts: SandboxCheckoutTable;
  ledger_accounts: LedgerAccountTable;
  ledger_transactions: LedgerTransactionTable;
  ledger_entries: LedgerEntryTable;
  withdrawals: WithdrawalTable;
  referral_rewards: ReferralRewardTable;
  legal_documents: LegalDocumentTable;
  contact_messages: ContactMessageTable;
  admin_audit: AdminAuditTable;
  raffle_draws: RaffleDrawTable;
  credit_requests: CreditRequestTable;
}

export type Db = Kysely<Database>;
/** A handle that is either the pool or an open transaction: repositories accept both. */
export type DbExecutor = Kysely<Database> | Transaction<Database>;
