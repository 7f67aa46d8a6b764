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
import { WithdrawalRepository } from '@wishwall/db/repositories/withdrawal.repository';
import type { WithdrawalRow } from '@wishwall/db/tables/withdrawal.table';
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
                },
        })),
      },
      ...pageInfo,
    };
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
