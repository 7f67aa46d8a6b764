import { EMAIL_VERIFICATION_VALID_HOURS } from '@wishwall/contracts/constants';
import type { JobPayloads } from '@wishwall/contracts/queues';
import { EmailVerificationTokenRepository } from '@wishwall/db/repositories/email-verification-token.repository';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { mintToken } from '@wishwall/security/secrets';
import { findRecipient } from './find-recipient.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { emailVerificationMail } from './templates/email-verification-mail.template.ts';

/**
 * Mints the verification token here, so its plaintext exists only in this mail. A retry mints
 * another: each link stays valid until it is used or expires.
 */
export function emailVerificationMailJob({
  db,
  mailer,
  hasher,
  config,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.email-verification'> {
  return {
    name: 'mail.email-verification',
    async handle(event) {
      const { userId, email } = event.payload;
      const user = await findRecipient(db, userId);
      const token = mintToken();
      await new EmailVerificationTokenRepository(db).create({
        user_id: user.id,
        email,
        token_hash: hasher.hash(token),
        expires_at: new Date(Date.now() + EMAIL_VERIFICATION_VALID_HOURS * 3600_000),
        used_at: null,
      });
      const query = new URLSearchParams({ email, token });
      const link = `${config.publicUrl}/${user.language}/email-verification-process?${query}`;
      // To the address being verified, which may be the one the account is changing to.
      await mailer.send({
        to: email,
        ...emailVerificationMail(user.language, {
          name: user.name,
          email,
          link,
          validHours: EMAIL_VERIFICATION_VALID_HOURS,
        }),
      });
    },
  };
}
