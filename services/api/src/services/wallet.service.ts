import {
  type GiftState,
  type StatementEntryDto,
  type StatementFilter,
  type StatementKind,
  type StatementPageDto,
} from '@wishwall/contracts/statement.dto';
import {
  WALLET_PAGE_SIZE,
  type RewardPageDto,
  type TransactionDto,
  type TransactionPageDto,
  type WalletDto,
} from '@wishwall/contracts/wallet.dto';
import type { LedgerService } from '@wishwall/core/ledger.service';
import type { Db } from '@wishwall/db/database';
import { ReferralRewardRepository } from '@wishwall/db/repositories/referral-reward.repository';
import {
  WalletStatementRepository,
  type StatementLineRow,
} from '@wishwall/db/repositories/wallet-statement.repository';
import type { LedgerTransactionKind } from '@wishwall/db/tables/ledger-transaction.table';
import { WithdrawalRepository } from '@wishwall/db/repositories/withdrawal.repository';
import type { WithdrawalRow } from '@wishwall/db/tables/withdrawal.table';
import { maskEmail } from '@wishwall/domain/masked-email';
import type { ReferralReason } from '@wishwall/domain/referral';
import { formatMicros } from '@wishwall/domain/money';

/** One row past the page tells whether another page follows, without counting them all. */
function paging<T>(rows: T[], page: number) {
  const hasMore = rows.length > WALLET_PAGE_SIZE;
  return {
    data: rows.slice(0, WALLET_PAGE_SIZE),
    paging: {
      current_page: page,
      last_page: hasMore ? page + 1 : page,
      per_page: WALLET_PAGE_SIZE,
    },
  };
}

/**
 * The statement line each kind of ledger transaction makes. Exhaustive: a new kind of
 * movement (a payout reversed, say) does not compile until it says how the statement shows it.
 */
const STATEMENT_KIND_OF: Record<LedgerTransactionKind, StatementKind> = {
  referral_reward: 'reward',
  operator_credit: 'operator_credit',
  gift_purchase: 'gift_purchase',
  gift_return: 'gift_returned',
  closing_forfeit: 'closing_forfeit',
  withdrawal_hold: 'withdrawal_held',
  withdrawal_release: 'withdrawal_released',
  withdrawal_payout: 'withdrawal_paid',
  withdrawal_reversal: 'withdrawal_reversed',
};

/** The ledger kinds a filter shows; every kind without one. */
function ledgerKindsOf(filter: StatementFilter | undefined): LedgerTransactionKind[] {
  const shown = (kind: StatementKind) =>
    filter === undefined ||
    kind === filter ||
    (filter === 'gift_purchase' && kind === 'gift_returned') ||
    (filter === 'withdrawal' && kind.startsWith('withdrawal_'));
  return (Object.keys(STATEMENT_KIND_OF) as LedgerTransactionKind[]).filter((kind) =>
    shown(STATEMENT_KIND_OF[kind]),
  );
}

function giftState(row: StatementLineRow): GiftState {
  if (row.gift_returned_at) return 'returned';
  if (row.gift_used_at) return 'published';
  return row.gift_receiver_user_id ? 'claimed' : 'waiting';
}

function toStatementEntryDto(row: StatementLineRow): StatementEntryDto {
  const kind = STATEMENT_KIND_OF[row.kind];
  return {
    id: row.id,
    kind,
    amount: formatMicros(BigInt(row.amount)),
    balance_after: formatMicros(BigInt(row.balance_after)),
    created_at: row.created_at.toISOString(),
    reward:
      kind === 'reward'
        ? {
            referral_step: row.referral_step as ReferralReason,
            referred_user: {
              name: row.referred_user_name ?? '',
              ...(row.referred_user_closed ? { closed: true as const } : {}),
            },
          }
        : null,
    credit: kind === 'operator_credit' ? { reason: row.memo ?? '' } : null,
    gift:
      (kind === 'gift_purchase' || kind === 'gift_returned') && row.gift_receiver_email !== null
        ? row.gift_receiver_closed
          ? { receiver_email: '', state: giftState(row), receiver_closed: true as const }
          : { receiver_email: maskEmail(row.gift_receiver_email), state: giftState(row) }
        : null,
    withdrawal:
      row.withdrawal_id !== null && row.withdrawal_amount !== null && row.withdrawal_status
        ? {
            id: row.withdrawal_id,
            amount: formatMicros(BigInt(row.withdrawal_amount)),
            status: row.withdrawal_status,
            reversed: row.withdrawal_reversed === true,
            destination:
              row.withdrawal_destination === null ? null : maskEmail(row.withdrawal_destination),
            // A release says why: its own memo, else the operator's reason for rejecting.
            reason:
              kind === 'withdrawal_released' ? (row.memo ?? row.withdrawal_rejection_reason) : null,
            provider_reference:
              kind === 'withdrawal_paid' || kind === 'withdrawal_reversed'
                ? row.withdrawal_payout_item_id
                : null,
          }
        : null,
  };
}

export function toTransactionDto(row: WithdrawalRow): TransactionDto {
  return {
    id: row.id,
    amount: formatMicros(BigInt(row.amount)),
    status: row.status,
    destination: row.destination_email,
    reason: row.status === 'failed' ? row.provider_reason : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** What the wallet tab reads: balance, reward lines, withdrawal requests. */
export class WalletService {
  private readonly db: Db;
  private readonly ledger: LedgerService;

  constructor(db: Db, ledger: LedgerService) {
    this.db = db;
    this.ledger = ledger;
  }

  async wallet(userId: string): Promise<WalletDto> {
    const wallet = await this.ledger.wallet(userId);
    return {
      balance: formatMicros(wallet.balance),
      last_update: wallet.updatedAt?.toISOString() ?? null,
      version: wallet.version,
    };
  }

  async rewards(userId: string, page: number): Promise<RewardPageDto> {
    const rows = await new ReferralRewardRepository(this.db).listLines(
      userId,
      WALLET_PAGE_SIZE + 1,
      (page - 1) * WALLET_PAGE_SIZE,
    );
    const { data, paging: pageInfo } = paging(rows, page);
    return {
      rewards: {
        data: data.map((row) => ({
          id: row.id,
          amount: formatMicros(BigInt(row.amount)),
          reason: row.kind,
          referral_step: row.reason as ReferralReason | null,
          created_at: row.created_at.toISOString(),
          referred_user:
            row.referred_user_name === null
              ? null
              : {
                  name: row.referred_user_name,
                  email_verified_at: row.referred_user_email_verified_at?.toISOString() ?? null,
                  ...(row.referred_user_closed ? { closed: true as const } : {}),
                },
        })),
      },
      ...pageInfo,
    };
  }

  /** Every line of the wallet, newest first, each with the balance after it. */
  async statement(
    userId: string,
    page: number,
    filter?: StatementFilter,
  ): Promise<StatementPageDto> {
    const rows = await new WalletStatementRepository(this.db).list(
      userId,
      ledgerKindsOf(filter),
      WALLET_PAGE_SIZE + 1,
      (page - 1) * WALLET_PAGE_SIZE,
    );
    const { data, paging: pageInfo } = paging(rows, page);
    return { statement: { data: data.map(toStatementEntryDto) }, ...pageInfo };
  }

  async transactions(userId: string, page: number): Promise<TransactionPageDto> {
    const rows = await new WithdrawalRepository(this.db).listByUser(
      userId,
      WALLET_PAGE_SIZE + 1,
      (page - 1) * WALLET_PAGE_SIZE,
    );
    const { data, paging: pageInfo } = paging(rows, page);
    return { transactions: { data: data.map(toTransactionDto) }, ...pageInfo };
  }
}
