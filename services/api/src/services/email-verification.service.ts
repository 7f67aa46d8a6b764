import { AppError } from '@wishwall/contracts/app-error';
import type { TokenClaims } from '@wishwall/contracts/token-claims';
import { sameEmail } from '@wishwall/domain/email-hold';
import { factorStandsForPassword } from '@wishwall/domain/step-up';
import { endSessions } from '@wishwall/core/session-ends';
import type { Db } from '@wishwall/db/database';
import { isUniqueViolation } from '@wishwall/db/pg-errors';
import { AccountLinkTokenRepository } from '@wishwall/db/repositories/account-link-token.repository';
import { GiftedWishRepository } from '@wishwall/db/repositories/gifted-wish.repository';
import { EmailVerificationTokenRepository } from '@wishwall/db/repositories/email-verification-token.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import type { UserRow } from '@wishwall/db/tables/user.table';
import type { SecretHasher } from '@wishwall/security/secrets';
import type { PasswordHasher } from '../security/password-hasher.ts';

export type VerificationOutcome = 'email_verified' | 'email_already_verified';

export interface VerificationResult {
  outcome: VerificationOutcome;
  /** Set when the account moved to a new address: its sessions ended. */
  sessionsEnded?: { userId: string; tokenVersion: number };
}

const invalidToken = () => new AppError('invalid_or_expired_token', 'Invalid or expired token');

/** Who asks to change an address, and how they prove it is them. */
export interface ChangeRequest {
  user: UserRow;
  session: Pick<TokenClaims, 'amr' | 'auth_time'>;
  email: string;
  currentPassword: string | undefined;
}

/**
 * E-mail verification by link. The mail worker mints each link's token and stores its hash;
 * a token lasts 24 hours and works once. Verifying a new address also moves the account to it.
 */
export class EmailVerificationService {
  private readonly db: Db;
  private readonly hasher: SecretHasher;
  private readonly passwords: PasswordHasher;

  constructor(db: Db, hasher: SecretHasher, passwords: PasswordHasher) {
    this.db = db;
    this.hasher = hasher;
    this.passwords = passwords;
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

  /**
   * Sends a link to `email`; the account moves to it once the link is opened. Proved with the
   * current password, or a second factor passed in the last 15 minutes. The answer is the same
   * whoever holds the address: the mail worker sends a verified holder a notice instead of the
   * link (docs/product.md#changing-the-e-mail-address).
   */
  async requestChange({ user, session, email, currentPassword }: ChangeRequest): Promise<void> {
    const factor = factorStandsForPassword(session, new Date());
    const proved =
      currentPassword === undefined
        ? factor
        : await this.passwords.verify(user.password_hash, currentPassword);
    if (!proved) {
      throw new AppError('wrong_current_password', 'The current password is wrong');
    }
    if (sameEmail(user.email, email) && user.email_verified_at) {
      throw new AppError('email_already_verified', 'This e-mail is already verified');
    }
    await this.request(user.id, email);
  }

  /**
   * Takes the account back to the address it left, with the link mailed there (72 hours, once):
   * opening it proves that address again. Every session ends, and a password reset link goes
   * to the address, since whoever moved the account may know the password. Gifts waiting at
   * the address become the account's, as when verifying it.
   */
  async undoChange(token: string): Promise<{ userId: string }> {
    const tokenHash = this.hasher.hash(token);
    return this.db
      .transaction()
      .execute(async (trx) => {
        const now = new Date();
        const links = new AccountLinkTokenRepository(trx);
        const link = await links.consume('email_change_undo', tokenHash, now);
        if (!link) throw invalidToken();
        const gifts = new GiftedWishRepository(trx);
        await gifts.lockReceiver(link.email);
        const users = new UserRepository(trx);
        const user = await users.findById(link.user_id);
        if (!user) throw invalidToken();
        await users.releaseUnverifiedEmail(link.email, now, { keepUserId: user.id });
        await users.markEmailVerified(user.id, link.email, now);
        await gifts.bindWaitingTo(user.id, link.email);
        // An account moved twice goes back to where the first undone move started.
        await links.voidOpen(user.id, 'email_change_undo', now);
        await links.voidOpen(user.id, 'password_reset', now);
        await endSessions(trx, user.id);
        await new OutboxRepository(trx).add({
          type: 'password_reset.requested',
          payload: { userId: user.id, email: link.email },
        });
        return { userId: user.id };
      })
      .catch((error: unknown) => {
        // Another account verified the address after this one left it: it keeps it.
        if (isUniqueViolation(error, 'users_email_lower_key')) {
          throw new AppError('email_already_registered', 'This e-mail is already registered');
        }
        throw error;
      });
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
        await new OutboxRepository(trx).add({
          type: 'user.email_changed',
          payload: { userId: user.id, previousEmail: user.email, email: found.email },
        });
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
