import { AppError } from '@wishwall/contracts/app-error';
import type { SecretHasher } from '@wishwall/core/secrets';
import type { Db } from '@wishwall/db/database';
import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { EmailVerificationTokenRepository } from '@wishwall/db/repositories/email-verification-token.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';

export type VerificationOutcome = 'email_verified' | 'email_already_verified';

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
    await this.request(user.id, user.email);
  }

  /** Sends a link to `email`; the account moves to it once the link is opened. */
  async requestChange(user: UserRow, email: string): Promise<void> {
    const owner = await new UserRepository(this.db).findByEmail(email);
    if (owner && owner.id !== user.id) {
      throw new AppError('email_already_registered', 'This e-mail is already registered');
    }
    if (owner && user.email_verified_at) {
      throw new AppError('email_already_verified', 'This e-mail is already verified');
    }
    await this.request(user.id, email);
  }

  async process(token: string, email: string | undefined): Promise<VerificationOutcome> {
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
      if (alreadyVerified && row.used_at) return 'email_already_verified';
      throw invalidToken();
    }
    if (alreadyVerified) return 'email_already_verified';
    // The referrer's reward follows from the event, committed with the verification.
    await this.db
      .transaction()
      .execute(async (trx) => {
        await new UserRepository(trx).markEmailVerified(user.id, row.email, new Date());
        await new OutboxRepository(trx).add({
          type: 'user.email_verified',
          payload: { userId: user.id },
        });
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'users_email_lower_key')) {
          throw new AppError('email_already_registered', 'This e-mail is already registered');
        }
        throw error;
      });
    return 'email_verified';
  }

  private request(userId: string, email: string) {
    return new OutboxRepository(this.db).add({
      type: 'email.verification_requested',
      payload: { userId, email },
    });
  }
}
