import { EMAIL_VERIFICATION_VALID_HOURS } from '@wishwall/contracts/constants';
import type { JobPayloads } from '@wishwall/contracts/queues';
import { EmailVerificationTokenRepository } from '@wishwall/db/repositories/email-verification-token.repository';
import { UserRepository } from '@wishwall/db/repositories/user.repository';
import { sameEmail, whyNoVerificationLink } from '@wishwall/domain/email-hold';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { mintToken } from '@wishwall/security/secrets';
import { JobSkipped } from '../job-skipped.ts';
import { findRecipient } from './find-recipient.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { emailInUseMail } from './templates/email-in-use-mail.template.ts';
import { emailVerificationMail } from './templates/email-verification-mail.template.ts';

/**
 * Mints the verification token here, so its plaintext exists only in this mail. A retry mints
 * another: each link stays valid until it is used or expires. No link is mailed to an address
 * the account may no longer take (`whyNoVerificationLink`, read from Postgres when the job runs).
 * An account asking to move to an address another account verified gets the same answer as
 * any other asker; the holder gets a notice instead of a link
 * (docs/product.md#changing-the-e-mail-address).
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
      // Read now, not when the link was asked for: the account may have moved on since.
      const holder = await new UserRepository(db).findByEmail(email);
      if (
        holder &&
        holder.id !== user.id &&
        holder.email_verified_at &&
        !sameEmail(user.email, email)
      ) {
        await mailer.send({
          to: holder.email,
          ...emailInUseMail(holder.language, {
            name: holder.name,
            loginUrl: `${config.publicUrl}/${holder.language}/login`,
          }),
        });
        return;
      }
      const noLink = whyNoVerificationLink(user, email, holder);
      if (noLink) throw new JobSkipped(noLink);
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
