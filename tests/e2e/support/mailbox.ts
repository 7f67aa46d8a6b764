import { expect } from '@playwright/test';

interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

/** The mails to `to` received at or after `since`, from the system's mail catcher (newest first). */
export async function mailsTo(to: string, since = new Date(0)): Promise<CaughtMail[]> {
  const response = await fetch(`${process.env['E2E_MAIL_URL']}/api/messages`);
  const mails = (await response.json()) as CaughtMail[];
  return mails.filter((mail) => mail.to.includes(to) && new Date(mail.receivedAt) >= since);
}

/** Waits for a mail to `to` whose subject matches, received at or after `since`. */
export async function waitForMail(to: string, subject: RegExp, since = new Date(0)) {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to, since)).find((mail) => subject.test(mail.subject));
        return Boolean(found);
      },
      { timeout: 10_000, message: `a mail to ${to} about ${subject}` },
    )
    .toBe(true);
  return found as CaughtMail;
}
