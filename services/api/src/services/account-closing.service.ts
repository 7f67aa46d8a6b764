import { sql, type Transaction } from 'kysely';
import type {
  AccountClosedDto,
  CloseAccountBody,
  FactorProofBody,
} from '@wishwall/contracts/account.dto';
import { AppError } from '@wishwall/contracts/app-error';
import type { LedgerService, LockedWallet } from '@wishwall/core/ledger.service';
import { sessionsEnded } from '@wishwall/core/session-ends';
import type { WalletChanged } from '@wishwall/core/wallet-changed';
import type { Database, Db } from '@wishwall/db/database';
import { GiftedWishRepository } from '@wishwall/db/repositories/gifted-wish.repository';
import type { GiftedWishRow } from '@wishwall/db/tables/gifted-wish.table';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import { formatMicros, microsOfDecimal, type Micros } from '@wishwall/domain/money';
import { WITHDRAWAL_MINIMUM } from '@wishwall/domain/withdrawal';
import type { PasswordHasher } from '../security/password-hasher.ts';
import type { SessionClaims } from '../security/token.service.ts';
import type { AvatarStorage } from '../storage/avatar-storage.ts';
import type { AccountService } from './account.service.ts';

/** What a closed account is called wherever its name was shown; clients translate it. */
export const FORMER_MEMBER_NAME = 'A former member';

/**
 * The address a closed account keeps instead of its own: unique (the id), never deliverable
 * (RFC 2606's `.invalid`), and not an address anyone can prove, so the real one is free again.
 */
export const closedAddressOf = (userId: string) => `closed-${userId}@closed.invalid`;

/** Not an argon2 hash: no password verifies against it (PasswordHasher.verify). */
const NO_PASSWORD = '!closed';

export interface AccountClosingDeps {
  db: Db;
  passwords: PasswordHasher;
  ledger: LedgerService;
  changed: WalletChanged;
  avatars: AvatarStorage;
  accounts: Pick<AccountService, 'proveFactor'>;
}

/**
 * Closing an account (docs/decisions/0050-closing-an-account.md). One transaction, under the
 * wallet's row lock: refused while a withdrawal is in process or the balance could still be
 * withdrawn; a smaller balance goes to the house only when the caller repeated it; unused
 * gifts go back to their givers; personal data is erased; every session ends; the closure is
 * mailed to the address the account had.
 */
export class AccountClosingService {
  private readonly deps: AccountClosingDeps;

  constructor(deps: AccountClosingDeps) {
    this.deps = deps;
  }

  async close(
    user: UserRow,
    session: SessionClaims,
    body: CloseAccountBody,
  ): Promise<AccountClosedDto> {
    const { db, passwords, ledger, changed, avatars, accounts } = this.deps;
    if (!(await passwords.verify(user.password_hash, body.current_password))) {
      throw new AppError('wrong_current_password', 'The current password is wrong');
    }
    if (user.two_factor_enabled || user.totp_enabled || user.passkeys_enabled) {
      await accounts.proveFactor(user, session, closingProof(body));
    }
    const forfeitConfirmed = body.forfeit === undefined ? undefined : microsOfDecimal(body.forfeit);

    const result = await db.transaction().execute(async (trx) => {
      // Wallets first (decision 0020): the closing account's, then its givers' in id order,
      // then the user row; system accounts are locked by the moves, after every wallet.
      const wallet = await ledger.lockWallet(trx, user.id);
      const current = await trx
        .selectFrom('users')
        .selectAll()
        .where('id', '=', user.id)
        .forNoKeyUpdate()
        .executeTakeFirst();
      // Closed already, or another account change ended this session first.
      if (!current || current.closed_at || current.token_version !== user.token_version) {
        throw new AppError('unauthorized', 'Sign in to continue');
      }
      const inProcess = await trx
        .selectFrom('withdrawals')
        .select('id')
        .where('user_id', '=', user.id)
        .where('status', 'in', ['pending', 'approved', 'processing'])
        .executeTakeFirst();
      if (inProcess) {
        throw new AppError(
          'close_blocked_by_withdrawal',
          'A withdrawal is in process: the account can be closed once it is paid or rejected',
        );
      }
      const forfeited = this.forfeitOf(wallet, forfeitConfirmed);

      const gifts = new GiftedWishRepository(trx);
      const giverWallets = new Map<string, LockedWallet>();
      const lockGivers = async (bound: GiftedWishRow[]) => {
        const giverIds = [
          ...new Set(
            bound
              .filter((gift) => gift.purchase_transaction_id !== null && gift.giver_user_id)
              .map((gift) => gift.giver_user_id as string)
              .filter((giverId) => !giverWallets.has(giverId)),
          ),
        ].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1));
        for (const giverId of giverIds) {
          giverWallets.set(giverId, await ledger.lockWallet(trx, giverId));
        }
      };
      await lockGivers(await gifts.lockUnusedBoundTo(user.id));
      // A gift being given to this address right now binds to the account or waits at the
      // address, never to an account that has just closed: gifts to an address take this lock
      // after their giver's wallet, as the wallets above were taken before it.
      await gifts.lockReceiver(current.email);
      const unused = await gifts.lockUnusedBoundTo(user.id);
      await lockGivers(unused);

      if (forfeited > 0n) {
        await ledger.move(trx, {
          kind: 'closing_forfeit',
          wallet,
          amount: -forfeited,
          counterpart: 'closed_balances',
        });
      }
      const now = new Date();
      for (const gift of unused) {
        const giverWallet = gift.giver_user_id ? giverWallets.get(gift.giver_user_id) : undefined;
        let transactionId: string | null = null;
        if (giverWallet && gift.purchase_transaction_id) {
          transactionId = await ledger.move(trx, {
            kind: 'gift_return',
            wallet: giverWallet,
            amount: await this.paidFor(trx, gift.purchase_transaction_id, giverWallet),
            counterpart: 'gift_sales',
          });
        }
        await gifts.markReturned(gift.id, now, transactionId);
      }

      // The closure is mailed to the address the account had: the event carries it.
      await new OutboxRepository(trx).add({
        type: 'user.closed',
        payload: {
          userId: user.id,
          email: current.email,
          language: current.language,
          forfeited: forfeited > 0n ? formatMicros(forfeited) : null,
          giftsReturned: unused.length,
        },
      });
      const closed = await this.erase(trx, current, now);
      await sessionsEnded(trx, closed, null);
      return {
        forfeited: forfeited > 0n ? formatMicros(forfeited) : null,
        giftsReturned: unused.length,
        givers: [...giverWallets.keys()],
        avatarUrl: current.avatar_url,
      };
    });

    if (result.avatarUrl) await avatars.remove(result.avatarUrl).catch(() => undefined);
    await changed(user.id);
    for (const giverId of result.givers) await changed(giverId);
    return { forfeited: result.forfeited, gifts_returned: result.giftsReturned };
  }

  /**
   * The balance given up: none when empty; refused when it could be withdrawn, or when the
   * caller did not repeat it exactly (they may have seen an older balance).
   */
  private forfeitOf(wallet: LockedWallet, confirmed: Micros | undefined): Micros {
    if (wallet.balance === 0n) return 0n;
    if (wallet.balance >= WITHDRAWAL_MINIMUM) {
      throw new AppError(
        'close_balance_above_minimum',
        'The balance can be withdrawn: withdraw it before closing the account',
      );
    }
    if (confirmed !== wallet.balance) {
      throw new AppError(
        'close_forfeit_not_confirmed',
        `Closing gives up the balance of ${formatMicros(wallet.balance)} USD: confirm that amount`,
      );
    }
    return wallet.balance;
  }

  /** What the giver paid for a gift: their wallet's entry in its purchase. */
  private async paidFor(
    trx: Transaction<Database>,
    purchaseTransactionId: string,
    giverWallet: LockedWallet,
  ): Promise<Micros> {
    const entry = await trx
      .selectFrom('ledger_entries')
      .select('amount')
      .where('transaction_id', '=', purchaseTransactionId)
      .where('account_id', '=', giverWallet.accountId)
      .executeTakeFirstOrThrow();
    return -BigInt(entry.amount);
  }

  /** Erases what names the owner and what lets anyone sign in; the row stays for its wishes. */
  private async erase(trx: Transaction<Database>, user: UserRow, now: Date): Promise<UserRow> {
    const closedAddress = closedAddressOf(user.id);
    for (const table of [
      'user_preferences',
      'email_verification_tokens',
      'two_factor_attempts',
      'account_link_tokens',
      'authenticator_apps',
      'recovery_codes',
      'payout_destinations',
      'passkeys',
      'webauthn_challenges',
    ] as const) {
      await trx.deleteFrom(table).where('user_id', '=', user.id).execute();
    }
    await new GiftedWishRepository(trx).eraseReceiverAddress(user.id, closedAddress);
    return trx
      .updateTable('users')
      .set({
        name: FORMER_MEMBER_NAME,
        email: closedAddress,
        email_verified_at: null,
        email_released_at: null,
        password_hash: NO_PASSWORD,
        avatar_url: null,
        country_code: null,
        two_factor_enabled: false,
        totp_enabled: false,
        passkeys_enabled: false,
        webauthn_user_id: null,
        language: 'en',
        role: 'user',
        referral_code: sql`'closed-' || id::text`,
        token_version: sql`token_version + 1`,
        closed_at: now,
        updated_at: now,
      })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}

/** The second factor a close carries, as the one proof check reads it; none is a refusal. */
function closingProof(body: CloseAccountBody): FactorProofBody {
  if (body.factor === 'passkey' && body.assertion) {
    return { factor: 'passkey', assertion: body.assertion };
  }
  if (body.factor && body.factor !== 'passkey' && body.code) {
    return { factor: body.factor, code: body.code };
  }
  throw new AppError('two_factor_required', 'A current second factor is needed');
}
