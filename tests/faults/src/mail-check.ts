import type { CaughtMail } from '@wishwall/local-infra/mail-catcher';

/** The mails a sign-up causes (a welcome and a verification link), by their English subject. */
const SIGN_UP_MAIL_SUBJECTS = ['Welcome to Wishwall', 'Confirm your e-mail address'];

export interface MailCheck {
  /** `address: subject` of each sign-up mail not delivered. */
  missing: string[];
  /** `address: subject ×n` of each mail delivered more than once. */
  duplicated: string[];
  /** The most times one mail was delivered (0 when none was). */
  mostDeliveries: number;
  delivered: number;
}

/**
 * Compares the caught mail with the users of the run: each got each sign-up mail, and no
 * recipient got the same mail twice.
 */
export function checkMail(mails: readonly CaughtMail[], userEmails: readonly string[]): MailCheck {
  const received = new Map<string, number>();
  for (const mail of mails) {
    for (const to of mail.to) {
      const key = `${to.toLowerCase()}: ${mail.subject}`;
      received.set(key, (received.get(key) ?? 0) + 1);
    }
  }
  const missing = userEmails.flatMap((email) =>
    SIGN_UP_MAIL_SUBJECTS.map((subject) => `${email.toLowerCase()}: ${subject}`).filter(
      (key) => !received.has(key),
    ),
  );
  const duplicated = [...received]
    .filter(([, times]) => times > 1)
    .map(([key, times]) => `${key} ×${times}`);
  return {
    missing,
    duplicated,
    mostDeliveries: Math.max(0, ...received.values()),
    delivered: mails.length,
  };
}
