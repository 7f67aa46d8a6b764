import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes, when not to the sender (MAIL_FROM). */
  replyTo?: string;
}

/** What the mail jobs need from a mail server; the sender address is the sender's concern. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Sends over SMTP with nodemailer. The timeouts are far shorter than nodemailer's minutes-long
 * defaults: a mail server that hangs fails the job, and BullMQ retries it with backoff.
 * Query parameters of `smtpUrl` (`?pool=true`, `?connectionTimeout=…`) still win.
 */
export function createSmtpMailSender(smtpUrl: string, from: string): MailSender {
  const transport = createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
