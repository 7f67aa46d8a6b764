import type { JobPayloads } from '@wishwall/contracts/queues';
import { TwoFactorAttemptRepository } from '@wishwall/db/repositories/two-factor-attempt.repository';
import type { HandlerRegistration } from '@wishwall/events/job-registry';
import { mintSixDigitCode } from '@wishwall/security/secrets';
import { JobSkipped } from '../job-skipped.ts';
import { findRecipient } from './find-recipient.ts';
import type { MailJobDeps } from './mail-job-deps.ts';
import { twoFactorCodeMail } from './templates/two-factor-code-mail.template.ts';

const VALID_MINUTES = 10;

/**
 * Mints the code here, so its plaintext exists only in this mail, and stores its hash on the
 * attempt. A retry mints a fresh code that replaces the one before.
 */
export function twoFactorCodeMailJob({
  db,
  mailer,
  hasher,
}: MailJobDeps): HandlerRegistration<JobPayloads, 'mail.two-factor-code'> {
  return {
    name: 'mail.two-factor-code',
    async handle(event) {
      const { userId, attemptId } = event.payload;
      const user = await findRecipient(db, userId);
      const attempts = new TwoFactorAttemptRepository(db);
      // Checked before a code is set: another user's attempt keeps the code mailed to them.
      if ((await attempts.findById(attemptId))?.user_id !== user.id) {
        throw new JobSkipped(`attempt ${attemptId} is not user ${userId}'s`);
      }
      const code = mintSixDigitCode();
      const attempt = await attempts.setCode(
        attemptId,
        hasher.hash(code),
        new Date(Date.now() + VALID_MINUTES * 60_000),
      );
      if (!attempt) {
        // Used or voided (a newer attempt replaced it) before this job ran: a code for it
        // could never be accepted, so sending one would only confuse.
        throw new JobSkipped(`attempt ${attemptId} is used or voided: no code sent`);
      }
      await mailer.send({
        to: user.email,
        ...twoFactorCodeMail(user.language, {
          name: user.name,
          code,
          purpose: attempt.purpose,
          validMinutes: VALID_MINUTES,
        }),
      });
    },
  };
}
