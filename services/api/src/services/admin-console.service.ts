import {
  ADMIN_PAGE_SIZE,
  type AdminUserDto,
  type AdminWithdrawalDto,
  type AuditPageDto,
  type CreditRequestDto,
  type CreditRequestState,
} from '@wishwall/contracts/admin.dto';
import type { WithdrawalStatus } from '@wishwall/contracts/wallet.dto';
import type { LedgerService } from '@wishwall/core/ledger.service';
import type { Db } from '@wishwall/db/database';
import { AdminAuditRepository } from '@wishwall/db/repositories/admin-audit.repository';
import { CreditRequestRepository } from '@wishwall/db/repositories/credit-request.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { WishRepository } from '@wishwall/db/repositories/wish.repository';
import { WithdrawalRepository } from '@wishwall/db/repositories/withdrawal.repository';
import type { CreditRequestRow } from '@wishwall/db/tables/credit-request.table';
import type { WithdrawalRow } from '@wishwall/db/tables/withdrawal.table';
import { AppError } from '@wishwall/contracts/app-error';
import { formatMicros } from '@wishwall/domain/money';

/** Enough referrals for the console's lookup; the rest are in the wallet's reward lines. */
const REFERRALS_SHOWN = 100;

function toAdminWithdrawalDto(row: WithdrawalRow & { user_email: string }): AdminWithdrawalDto {
  return {
    id: row.id,
    user_id: row.user_id,
    user_email: row.user_email,
    amount: formatMicros(BigInt(row.amount)),
    status: row.status,
    destination: row.destination_email,
    payout_requested: row.payout_requested_at !== null,
    provider_status: row.provider_status,
    provider_reason: row.provider_reason,
    payout_error: row.payout_error,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function toCreditRequestDto(
  row: CreditRequestRow & { user_email: string; requested_by_email: string },
): CreditRequestDto {
  return {
    id: row.id,
    user_id: row.user_id,
    user_email: row.user_email,
    amount: formatMicros(BigInt(row.amount)),
    reason: row.reason,
    state: row.state,
    requested_by: row.requested_by,
    requested_by_email: row.requested_by_email,
    requested_at: row.requested_at.toISOString(),
    decided_by: row.decided_by,
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

/** What the operators' console reads: the audit trail, withdrawals to decide, accounts. */
export class AdminConsoleService {
  private readonly db: Db;
  private readonly ledger: LedgerService;

  constructor(db: Db, ledger: LedgerService) {
    this.db = db;
    this.ledger = ledger;
  }

  async audit(page: number): Promise<AuditPageDto> {
    const rows = await new AdminAuditRepository(this.db).list(
      ADMIN_PAGE_SIZE + 1,
      (page - 1) * ADMIN_PAGE_SIZE,
    );
    return {
      entries: rows.slice(0, ADMIN_PAGE_SIZE).map((row) => ({ ...row, at: row.at.toISOString() })),
      next_page: rows.length > ADMIN_PAGE_SIZE ? page + 1 : null,
    };
  }

  async withdrawals(status: WithdrawalStatus, page: number): Promise<AdminWithdrawalDto[]> {
    const rows = await new WithdrawalRepository(this.db).listByStatus(
      status,
      ADMIN_PAGE_SIZE,
      (page - 1) * ADMIN_PAGE_SIZE,
    );
    return rows.map(toAdminWithdrawalDto);
  }

  async withdrawal(id: string): Promise<AdminWithdrawalDto> {
    const row = await new WithdrawalRepository(this.db).findWithUserEmail(id);
    if (!row) throw new AppError('not_found', `Withdrawal ${id} not found`);
    return toAdminWithdrawalDto(row);
  }

  async creditRequests(state: CreditRequestState, page: number): Promise<CreditRequestDto[]> {
    const rows = await new CreditRequestRepository(this.db).listByState(
      state,
      ADMIN_PAGE_SIZE,
      (page - 1) * ADMIN_PAGE_SIZE,
    );
    return rows.map(toCreditRequestDto);
  }

  async creditRequest(id: string): Promise<CreditRequestDto> {
    const row = await new CreditRequestRepository(this.db).findWithEmails(id);
    if (!row) throw new AppError('not_found', `Credit request ${id} not found`);
    return toCreditRequestDto(row);
  }

  /** The wallet's balance as the console shows it. */
  async walletBalance(userId: string): Promise<string> {
    return formatMicros((await this.ledger.wallet(userId)).balance);
  }

  async user(email: string): Promise<AdminUserDto> {
    const users = new UserRepository(this.db);
    const user = await users.findByEmail(email.trim());
    if (!user) throw new AppError('not_found', `No account has the e-mail ${email}`);
    const [wallet, wishes, referred] = await Promise.all([
      this.ledger.wallet(user.id),
      new WishRepository(this.db).listByUser(user.id),
      users.listReferred(user.id, REFERRALS_SHOWN),
    ]);
    const wish = wishes.find((row) => row.status === 'published') ?? wishes[0];
    return {
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      email_verified_at: user.email_verified_at?.toISOString() ?? null,
      two_factor_enabled: user.two_factor_enabled,
      totp_enabled: user.totp_enabled,
      created_at: user.created_at.toISOString(),
      closed_at: user.closed_at?.toISOString() ?? null,
      wallet: { balance: formatMicros(wallet.balance), version: wallet.version },
      wish: wish
        ? {
            id: wish.id,
            content: wish.content,
            status: wish.status,
            likes: wish.likes,
            published_at: wish.published_at?.toISOString() ?? null,
          }
        : null,
      referrals: referred.map((row) => ({
        id: row.id,
        name: row.name,
        email_verified_at: row.email_verified_at?.toISOString() ?? null,
        closed: row.closed_at !== null,
      })),
    };
  }
}
