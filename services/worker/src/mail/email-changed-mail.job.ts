import { EMAIL_CHANGE_UNDO_VALID_HOURS } from '@wishwall/contracts/constants';
import type { JobPayloads } from '@wishwall/contracts/queues';
import { AccountLinkTokenRepository } from '@wishwall/db/repositories/account-link-token.repository';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { mintToken } from '@wishwall/security/secrets';
import { findRecipient } from './find-recipient.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { emailChangedMail } from './templates/email-changed-mail.template.ts';

/**
 * Tells the address an account left, with a link that takes the account back to it for 72
 * hours (docs/product.md#changing-the-e-mail-address). The token is minted here, so its
 * plaintext exists only in this mail; a retry mints another, and using either voids the rest.
 */
export function emailChangedMailJob({
  db,
  mailer,
  hasher,
  config,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.email-changed'> {
  return {
    name: 'mail.email-changed',
    async handle(event) {
      const { userId, previousEmail, email } = event.payload;
      const user = await findRecipient(db, userId);
      const token = mintToken();
      await new AccountLinkTokenRepository(db).create({
        user_id: user.id,
        purpose: 'email_change_undo',
        email: previousEmail,
        token_hash: hasher.hash(token),
        expires_at: new Date(Date.now() + EMAIL_CHANGE_UNDO_VALID_HOURS * 3600_000),
      });
      const undoLink = `${config.publicUrl}/${user.language}/email-change-undo?${new URLSearchParams({ token })}`;
      await mailer.send({
        to: previousEmail,
        ...emailChangedMail(user.language, {
          name: user.name,
          email,
          changedAt: new Date(event.occurredAt),
          undoLink,
          validHours: EMAIL_CHANGE_UNDO_VALID_HOURS,
        }),
      });
    },
  };
}
