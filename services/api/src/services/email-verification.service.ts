import { AppError } from '@wishwall/contracts/app-error';
import { holdsEmail, sameEmail } from '@wishwall/domain/email-hold';
import { endSessions } from '@wishwall/core/session-ends';
import type { Db } from '@wishwall/db/database';
import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { GiftedWishRepository } from '@wishwall/db/repositories/gifted-wish.repository';
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
   * Opens a link: the token is spent and the account verified in one transaction, so a cut
   * connection or a killed process leaves both undone and the link still works. Openings of
   * links to one address take turns (the lock gifts to it take), so a link opened many times
   * at once verifies once and every other opening finds the account verified; the gifts
   * waiting at the address become the account's in the same transaction. When the link moves
   * the account to a new address, every session of the account ends but the opener's: the
   * browser that opened the link, when it is signed in to this account
   * (docs/decisions/0036-operator-sessions.md).
   */
  async process(
    token: string,
    email: string | undefined,
    opener?: { userId: string; jti: string },
  ): Promise<VerificationResult> {
    const hash = this.hasher.hash(token);
    const found = await new EmailVerificationTokenRepository(this.db).findByHash(hash);
    if (!found || (email !== undefined && !sameEmail(found.email, email))) throw invalidToken();
    return this.db
      .transaction()
      .execute(async (trx): Promise<VerificationResult> => {
        const gifts = new GiftedWishRepository(trx);
        await gifts.lockReceiver(found.email);
        const now = new Date();
        const consumed = await new EmailVerificationTokenRepository(trx).consume(found.id, now);
        const users = new UserRepository(trx);
        const user = await users.findById(found.user_id);
        if (!user) throw invalidToken();
        // A link for an address the account already proved, used or not, says so.
        if (user.email_verified_at && sameEmail(user.email, found.email)) {
          return { outcome: 'email_already_verified' };
        }
        if (!consumed) throw invalidToken();
        const moves = !sameEmail(user.email, found.email);
        // Opening the link proves the address: it goes to this account, away from any
        // unverified one holding it; a verified holder keeps it (decision 0017).
        await users.releaseUnverifiedEmail(found.email, now, { keepUserId: user.id });
        await users.markEmailVerified(user.id, found.email, now);
        await gifts.bindWaitingTo(user.id, found.email);
        await new OutboxRepository(trx).add({
          type: 'user.email_verified',
          payload: { userId: user.id },
        });
        if (!moves) return { outcome: 'email_verified' };
        const keptJti = opener?.userId === user.id ? opener.jti : null;
        const ended = await endSessions(trx, user.id, { keptJti });
        return {
          outcome: 'email_verified',
          ...(ended && { sessionsEnded: { userId: user.id, tokenVersion: ended.token_version } }),
        };
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error, 'users_email_lower_key')) {
          throw new AppError('email_already_registered', 'This e-mail is already registered');
        }
        throw error;
      });
  }

  private request(userId: string, email: string) {
    return new OutboxRepository(this.db).add({
      type: 'email.verification_requested',
      payload: { userId, email },
    });
  }
}
