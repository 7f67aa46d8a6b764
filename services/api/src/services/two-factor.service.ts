import { AppError } from '@wishwall/contracts/app-error';
import type { Db, DbExecutor } from '@wishwall/db/database';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { TwoFactorAttemptRepository } from '@wishwall/db/repositories/two-factor-attempt.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { TwoFactorAttemptRow } from '@wishwall/db/tables/two-factor-attempt.table';
import type { UserRow } from '@wishwall/db/tables/user.table';
import type { SecretHasher } from '@wishwall/security/secrets';

/** Tries an attempt gets, across every code sent for it; the fifth wrong one voids it. */
export const MAX_CODE_TRIES = 5;
/** Codes sent again for one sign-in, after the first. */
export const MAX_CODE_RESENDS = 3;
/** How long a sign-in waits for its second factor (an app's code or a recovery code). */
export const LOGIN_ATTEMPT_MS = 10 * 60_000;

/** A step-up passes the factor the account has: e-mailed codes, once two-factor is on. */
function assertTwoFactorOn(user: UserRow): void {
  if (!user.two_factor_enabled) {
    throw new AppError('two_factor_required', 'Turn on two-factor sign-in first');
  }
}

const invalidCode = () => new AppError('invalid_2fa_code', 'Invalid or expired two-factor code');

/**
 * Two-factor codes by e-mail. Each attempt (a login, enabling the second factor, or a signed-in
 * session's step-up before an operator's money action) gets a code that the mail worker mints
 * and stores hashed; it lasts 10 minutes and works once. A resend replaces the code; the
 * attempt's five tries and three resends are for all its codes.
 */
export class TwoFactorService {
  private readonly db: Db;
  private readonly hasher: SecretHasher;

  constructor(db: Db, hasher: SecretHasher) {
    this.db = db;
    this.hasher = hasher;
  }

  /**
   * Sends a new code for a pending login (the previous code stops working), or the first one
   * when the account also has an app and none was mailed at sign-in. Only for an account with
   * codes by e-mail on.
   */
  async resendLoginCode(attemptToken: string): Promise<void> {
    const attempt = await new TwoFactorAttemptRepository(this.db).findByTokenHash(
      this.hasher.hash(attemptToken),
    );
    if (!attempt || attempt.purpose !== 'login' || attempt.used_at) throw invalidCode();
    const user = await new UserRepository(this.db).findById(attempt.user_id);
    if (!user?.two_factor_enabled) throw invalidCode();
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

  /**
   * Starts a step-up for the signed-in session `jti`: a code goes to the user's e-mail, and an
   * earlier step-up still open for the account stops working (one in flight at a time).
   */
  async startStepUp(user: UserRow, jti: string): Promise<void> {
    assertTwoFactorOn(user);
    await this.db.transaction().execute(async (trx) => {
      const attempts = new TwoFactorAttemptRepository(trx);
      await attempts.voidOpen(user.id, 'step_up', new Date());
      const attempt = await attempts.create({
        user_id: user.id,
        purpose: 'step_up',
        session_jti: jti,
      });
      await this.requestCode(trx, attempt);
    });
  }

  /** Uses the step-up's code up, if it is right and was asked for this very session. */
  async verifyStepUp(user: UserRow, jti: string, code: string): Promise<TwoFactorAttemptRow> {
    assertTwoFactorOn(user);
    const attempt = await new TwoFactorAttemptRepository(this.db).findOpen(user.id, 'step_up');
    if (attempt?.session_jti !== jti) throw invalidCode();
    return this.consume(attempt, code);
  }

  async verifyLogin(attemptToken: string, code: string): Promise<TwoFactorAttemptRow> {
    const attempt = await new TwoFactorAttemptRepository(this.db).findByTokenHash(
      this.hasher.hash(attemptToken),
    );
    if (attempt?.purpose !== 'login') throw invalidCode();
    return this.consume(attempt, code);
  }

  /**
   * Takes one of a pending login's tries for a code checked elsewhere (an app's code, a
   * recovery code): the attempt must be open and at most 10 minutes old.
   */
  /** A pending login that may still pass its factor, without taking a try (a passkey's options). */
  async openLogin(attemptToken: string): Promise<TwoFactorAttemptRow> {
    const attempt = await new TwoFactorAttemptRepository(this.db).findByTokenHash(
      this.hasher.hash(attemptToken),
    );
    const oldest = new Date(Date.now() - LOGIN_ATTEMPT_MS);
    if (
      attempt?.purpose !== 'login' ||
      attempt.used_at ||
      attempt.created_at < oldest ||
      attempt.failed_attempts >= MAX_CODE_TRIES
    ) {
      throw invalidCode();
    }
    return attempt;
  }

  async takeLoginTry(attemptToken: string): Promise<TwoFactorAttemptRow> {
    const attempts = new TwoFactorAttemptRepository(this.db);
    const attempt = await attempts.findByTokenHash(this.hasher.hash(attemptToken));
    const oldest = new Date(Date.now() - LOGIN_ATTEMPT_MS);
    if (attempt?.purpose !== 'login' || attempt.used_at || attempt.created_at < oldest) {
      throw invalidCode();
    }
    if (!(await attempts.takeTry(attempt.id, MAX_CODE_TRIES))) throw invalidCode();
    return attempt;
  }

  /** Uses a pending login up once its second factor passed: it signs in once. */
  async finishLogin(attempt: TwoFactorAttemptRow): Promise<void> {
    if (!(await new TwoFactorAttemptRepository(this.db).consume(attempt.id, new Date()))) {
      throw invalidCode();
    }
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
