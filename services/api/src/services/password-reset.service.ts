import type { PasswordResetRequestBody } from '@wishwall/contracts/account.dto';
import { AppError } from '@wishwall/contracts/app-error';
import { sessionsEnded } from '@wishwall/core/session-ends';
import type { Db } from '@wishwall/db/database';
import { AccountLinkTokenRepository } from '@wishwall/db/repositories/account-link-token.repository';
import { OutboxRepository } from '@wishwall/db/repositories/outbox.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { sameEmail } from '@wishwall/domain/email-hold';
import type { SecretHasher } from '@wishwall/security/secrets';
import type { AddressMailThrottle } from '../security/address-mail-throttle.ts';
import type { CaptchaService } from '../security/captcha.service.ts';
import type { LoginThrottle } from '../security/login-throttle.ts';
import type { PasswordHasher } from '../security/password-hasher.ts';

export interface PasswordResetDeps {
  db: Db;
  passwords: PasswordHasher;
  captcha: CaptchaService;
  hasher: SecretHasher;
  throttle: AddressMailThrottle;
  logins: LoginThrottle;
}

const invalidToken = () => new AppError('invalid_or_expired_token', 'Invalid or expired link');

/**
 * "Forgot password?" (docs/product.md#password-reset): a link mailed to the account's address,
 * minted by the mail worker and stored as a keyed hash, that works once within 30 minutes and
 * sets a new password, ending every session of the account.
 */
export class PasswordResetService {
  private readonly deps: PasswordResetDeps;

  constructor(deps: PasswordResetDeps) {
    this.deps = deps;
  }

  /**
   * Asks for a link. The answer is the same whether or not an account holds the address: the
   * captcha and the per-address count come first and apply to every address alike.
   */
  async request(body: PasswordResetRequestBody): Promise<void> {
    const { db, captcha, throttle } = this.deps;
    await captcha.verifyOnce(body.captchaToken, body.captcha);
    const email = body.email.trim();
    await throttle.take(email);
    const user = await new UserRepository(db).findByEmail(email);
    if (!user) return;
    await new OutboxRepository(db).add({
      type: 'password_reset.requested',
      payload: { userId: user.id, email: user.email },
    });
  }

  /**
   * Sets the new password with a link's token. The link is spent, the password set, the
   * account's other links voided and its sessions ended in one transaction: of any number of
   * openings at once, one sets the password and every other finds the link used. A second
   * factor, when on, is still asked at the next sign-in: this gives no session. Failed
   * sign-ins counted against the account are forgotten, so the owner can sign in at once.
   */
  async reset(token: string, password: string, confirmation: string): Promise<{ userId: string }> {
    const { db, passwords, hasher, logins } = this.deps;
    if (password !== confirmation) {
      throw new AppError('password_does_not_match', 'Password and confirmation do not match');
    }
    const tokenHash = hasher.hash(token);
    const reset = await db.transaction().execute(async (trx) => {
      const links = new AccountLinkTokenRepository(trx);
      const now = new Date();
      const link = await links.consume('password_reset', tokenHash, now);
      if (!link) throw invalidToken();
      const users = new UserRepository(trx);
      const user = await users.findById(link.user_id);
      // A link to an address the account has left proves nothing about the account now.
      if (!user || user.email_released_at || !sameEmail(user.email, link.email)) {
        throw invalidToken();
      }
      const updated = await users.changePassword(user.id, await passwords.hash(password));
      if (!updated) throw invalidToken();
      await links.voidOpen(user.id, 'password_reset', now);
      await sessionsEnded(trx, updated, null);
      await new OutboxRepository(trx).add({
        type: 'user.password_changed',
        payload: { userId: user.id },
      });
      return { userId: user.id, email: user.email };
    });
    await logins.forgetAccount(reset.email);
    return { userId: reset.userId };
  }
}
