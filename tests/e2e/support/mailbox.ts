import { expect } from '@playwright/test';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/**
 * Waits for a mail to `to` whose subject matches, received at or after `since`, from the
 * system's mail catcher (newest first).
 */
export async function waitForMail(to: string, subject: RegExp, since = new Date(0)) {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${process.env['E2E_MAIL_URL']}/api/messages`);
        const mails = (await response.json()) as CaughtMail[];
        found = mails.find(
          (mail) =>
            mail.to.includes(to) &&
            subject.test(mail.subject) &&
            new Date(mail.receivedAt) >= since,
        );
        return Boolean(found);
      },
      { timeout: 10_000, message: `a mail to ${to} about ${subject}` },
    )
    .toBe(true);
  return found as CaughtMail;
}
