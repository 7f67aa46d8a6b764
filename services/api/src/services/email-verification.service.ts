import { AppError } from '@wishwall/contracts/app-error';
import { holdsEmail } from '@wishwall/domain/email-hold';
import { endSessions } from '@wishwall/core/session-ends';
import type { Db } from '@wishwall/db/database';
import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { EmailVerificationTokenRepository } from '@wishwall/db/repositories/email-verification-token.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import type { SecretHasher } from '@wishwall/security/secrets';

export type VerificationOutcome = 'email_verified' | 'email_already_verified';

export interface VerificationResult {
  outcome: VerificationOutcome;
  /** Set when the account moved to a new address: its sessions ended. */
  sessionsEnded?: { userId: string; tokenVersion: number };
}

const invalidToken = () => new AppError('invalid_or_expired_token', 'Invalid or expired token');
const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * E-mail verification by link. The mail worker mints each link's token and stores its hash;
 * a token lasts 24 hours and works once. Verifying a new address also moves the account to it.
 */
export class EmailVerificationService {
  private readonly db: Db;
  private readonly hasher: SecretHasher;

  constructor(db: Db, hasher: SecretHasher) {
    this.db = db;
    this.hasher = hasher;
  }

  /** Sends a new link for the account's own address. */
  async resend(user: UserRow): Promise<void> {
    if (user.email_verified_at) {
      throw new AppError('email_already_verified', 'This e-mail is already verified');
    }
    // Its address went to another account (decision 0017): mailing the owner links that would
    // hand it back is how a squatter would phish for it.
    if (user.email_released_at) {
      throw new AppError(
        'email_already_registered',
        'Another account has registered this e-mail; change your address to verify one',
      );
    }
    await this.request(user.id, user.email);
  }

  /** Sends a link to `email`; the account moves to it once the link is opened. */
  async requestChange(user: UserRow, email: string): Promise<void> {
    const owner = await new UserRepository(this.db).findByEmail(email);
    // An unverified holder past its 24 hours does not block the request; the link decides.
    if (owner && owner.id !== user.id && holdsEmail(owner, new Date())) {
      throw new AppError('email_already_registered', 'This e-mail is already registered');
    }
    if (owner?.id === user.id && user.email_verified_at) {
      throw new AppError('email_already_verified', 'This e-mail is already verified');
    }
    await this.request(user.id, email);
  }

  /**
   * Verifies the link's address. When it moves the account to a new address, every session of
   * the account ends but the opener's: the browser that opened the link, when it is signed in
   * to this account (docs/decisions/0036-operator-sessions.md).
   */
  async process(
    token: string,
    email: string | undefined,
    opener?: { userId: string; jti: string },
  ): Promise<VerificationResult> {
    const tokens = new EmailVerificationTokenRepository(this.db);
    const users = new UserRepository(this.db);
    const row = await tokens.findByHash(this.hasher.hash(token));
    if (!row || (email !== undefined && !sameEmail(row.email, email))) throw invalidToken();
    const user = await users.findById(row.user_id);
    if (!user) throw invalidToken();
    const alreadyVerified = Boolean(user.email_verified_at) && sameEmail(user.email, row.email);

    const consumed = await tokens.consume(row.id, new Date());
    if (!consumed) {
      // A used link opened again by its owner says so rather than failing.
      if (alreadyVerified && row.used_at) return { outcome: 'email_already_verified' };
      throw invalidToken();
    }
    if (alreadyVerified) return { outcome: 'email_already_verified' };
    const moves = !sameEmail(user.email, row.email);
    // Opening the link proves the address: it goes to this account, away from any unverified
    // one holding it; a verified holder keeps it (decision 0017).
    const ended = await this.db
      .transaction()
      .execute(async (trx) => {
        const holders = new UserRepository(trx);
        const now = new Date();
        await holders.releaseUnverifiedEmail(row.email, now, { keepUserId: user.id });
        await holders.markEmailVerified(user.id, row.email, now);
        await new OutboxRepository(trx).add({
          type: 'user.email_verified',
          payload: { userId: user.id },
        });
        if (!moves) return undefined;
        const keptJti = opener?.userId === user.id ? opener.jti : null;
        return endSessions(trx, user.id, { keptJti });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'users_email_lower_key')) {
          throw new AppError('email_already_registered', 'This e-mail is already registered');
        }
        throw error;
      });
    return {
      outcome: 'email_verified',
      ...(ended && { sessionsEnded: { userId: user.id, tokenVersion: ended.token_version } }),
    };
  }

  private request(userId: string, email: string) {
    return new OutboxRepository(this.db).add({
      type: 'email.verification_requested',
      payload: { userId, email },
    });
  }
}
