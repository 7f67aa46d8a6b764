import { AppError } from '@wishwall/contracts/app-error';
import type { Db, DbExecutor } from '@wishwall/db/database';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { TwoFactorAttemptRepository } from '@wishwall/db/repositories/two-factor-attempt.repository';
import type { TwoFactorAttemptRow } from '@wishwall/db/tables/account.table';
import type { SecretHasher } from '@wishwall/security/secrets';

/** Tries an attempt gets, across every code sent for it; the fifth wrong one voids it. */
export const MAX_CODE_TRIES = 5;
/** Codes sent again for one sign-in, after the first. */
export const MAX_CODE_RESENDS = 3;

const invalidCode = () => new AppError('invalid_2fa_code', 'Invalid or expired two-factor code');

/**
 * Two-factor codes by e-mail. Each attempt (a login, or enabling the second factor) gets a code
 * that the mail worker mints and stores hashed; it lasts 10 minutes and works once. A resend
 * replaces the code; the attempt's five tries and three resends are for all its codes.
 */
export class TwoFactorService {
  private readonly db: Db;
  private readonly hasher: SecretHasher;

  constructor(db: Db, hasher: SecretHasher) {
    this.db = db;
    this.hasher = hasher;
  }

  /** Sends a new code for a pending login (the previous code stops working). */
  async resendLoginCode(attemptToken: string): Promise<void> {
    const attempt = await new TwoFactorAttemptRepository(this.db).findByTokenHash(
      this.hasher.hash(attemptToken),
    );
    if (!attempt || attempt.purpose !== 'login' || attempt.used_at) throw invalidCode();
    await this.db.transaction().execute(async (trx) => {
      const attempts = new TwoFactorAttemptRepository(trx);
      if (!(await attempts.takeResend(attempt.id, MAX_CODE_RESENDS, MAX_CODE_TRIES))) {
        const current = await attempts.findById(attempt.id);
        if (!current || current.used_at) throw invalidCode();
        if (current.failed_attempts >= MAX_CODE_TRIES) {
          throw new AppError('invalid_2fa_code', 'No tries left for this sign-in; sign in again');
        }
        throw new AppError(
          'rate_limited',
          `This sign-in already had ${MAX_CODE_RESENDS} new codes; sign in again`,
        );
      }
      await this.requestCode(trx, attempt);
    });
  }

  /** Starts enabling two-factor for a signed-in user: a code goes to their e-mail. */
  async startEnabling(userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const attempts = new TwoFactorAttemptRepository(trx);
      await attempts.voidOpen(userId, 'enable', new Date());
      const attempt = await attempts.create({ user_id: userId, purpose: 'enable' });
      await this.requestCode(trx, attempt);
    });
  }

  async verifyLogin(attemptToken: string, code: string): Promise<TwoFactorAttemptRow> {
    const attempt = await new TwoFactorAttemptRepository(this.db).findByTokenHash(
      this.hasher.hash(attemptToken),
    );
    if (attempt?.purpose !== 'login') throw invalidCode();
    return this.consume(attempt, code);
  }

  async verifyEnabling(userId: string, code: string): Promise<TwoFactorAttemptRow> {
    const attempt = await new TwoFactorAttemptRepository(this.db).findOpen(userId, 'enable');
    if (!attempt) throw invalidCode();
    return this.consume(attempt, code);
  }

  private async requestCode(db: DbExecutor, attempt: TwoFactorAttemptRow) {
    await new OutboxRepository(db).add({
      type: 'two_factor.code_requested',
      payload: { userId: attempt.user_id, attemptId: attempt.id },
    });
  }

  /** Checks `code` against the attempt, spending one try, and uses the attempt up if right. */
  private async consume(attempt: TwoFactorAttemptRow, code: string): Promise<TwoFactorAttemptRow> {
    const attempts = new TwoFactorAttemptRepository(this.db);
    const now = new Date();
    if (!attempt.code_hash || !attempt.code_expires_at || attempt.code_expires_at <= now) {
      throw invalidCode();
    }
    if (!(await attempts.takeTry(attempt.id, MAX_CODE_TRIES))) throw invalidCode();
    if (!this.hasher.matches(code, attempt.code_hash)) throw invalidCode();
    const consumed = await attempts.consume(attempt.id, now);
    if (!consumed) throw invalidCode();
    return consumed;
  }
}
