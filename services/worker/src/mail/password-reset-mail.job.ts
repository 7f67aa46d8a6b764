import { PASSWORD_RESET_VALID_MINUTES } from '@wishwall/contracts/constants';
import type { JobPayloads } from '@wishwall/contracts/queues';
import { AccountLinkTokenRepository } from '@wishwall/db/repositories/account-link-token.repository';
import { sameEmail } from '@wishwall/domain/email-hold';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { mintToken } from '@wishwall/security/secrets';
import { JobSkipped } from '../job-skipped.ts';
import { findRecipient } from './find-recipient.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { passwordResetMail } from './templates/password-reset-mail.template.ts';

/**
 * Mints the reset link's token here, so its plaintext exists only in this mail
 * (docs/product.md#password-reset). No link goes to an address the account has left, or lost
 * to another account, since it was asked for.
 */
export function passwordResetMailJob({
  db,
  mailer,
  hasher,
  config,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.password-reset'> {
  return {
    name: 'mail.password-reset',
    async handle(event) {
      const user = await findRecipient(db, event.payload.userId);
      if (!sameEmail(user.email, event.payload.email) || user.email_released_at) {
        throw new JobSkipped(`user ${user.id} no longer holds the address the reset was for`);
      }
      const token = mintToken();
      await new AccountLinkTokenRepository(db).create({
        user_id: user.id,
        purpose: 'password_reset',
        email: user.email,
        token_hash: hasher.hash(token),
        expires_at: new Date(Date.now() + PASSWORD_RESET_VALID_MINUTES * 60_000),
      });
      const link = `${config.publicUrl}/${user.language}/password-reset?${new URLSearchParams({ token })}`;
      await mailer.send({
        to: user.email,
        ...passwordResetMail(user.language, {
          name: user.name,
          link,
          validMinutes: PASSWORD_RESET_VALID_MINUTES,
        }),
      });
    },
  };
}
