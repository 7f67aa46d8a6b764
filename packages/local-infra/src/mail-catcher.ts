import type { Server } from 'node:net';
import PostalMime, { type Address } from 'postal-mime';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { CaughtMailStore, type CaughtMail } from './caught-mail-store.ts';
import { createMailCatcherWeb } from './mail-catcher-web.ts';

export type { CaughtMail } from './caught-mail-store.ts';

export interface MailCatcherOptions {
  /** 0 or unset: a free port. */
  smtpPort?: number;
  /** Serve the web UI on this port (0: a free one); unset: no web UI. */
  httpPort?: number;
  host?: string;
  /** How many mails to keep; older ones are dropped. */
  capacity?: number;
}

export interface MailCatcher {
  smtpUrl: string;
  webUrl: string | undefined;
  /** Every kept mail, oldest first. */
  messages(): CaughtMail[];
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  clear(): void;
  stop(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

function formatAddress(address: Address | undefined): string {
  if (!address) return '';
  if (address.group) return address.group.map((member) => member.address).join(', ');
  return address.name ? `${address.name} <${address.address}>` : address.address;
}

async function readMail(
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
): Promise<Omit<CaughtMail, 'id'>> {
  const raw = Buffer.concat(await stream.toArray());
  if (stream.sizeExceeded) {
    throw Object.assign(new Error('Message too large'), { responseCode: 552 });
  }
  const email = await PostalMime.parse(raw);
  const { mailFrom, rcptTo } = session.envelope;
  return {
    from: formatAddress(email.from) || (mailFrom ? mailFrom.address : ''),
    to: rcptTo.map((recipient) => recipient.address),
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
    receivedAt: new Date(),
  };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      if (address && typeof address === 'object') resolve(address.port);
      else reject(new Error('could not determine the listening port'));
    });
  });
}

/**
 * A local SMTP server that keeps what it receives in memory instead of delivering it, so
 * `pnpm start` and tests run the real mail path (nodemailer over SMTP) with no mail account.
 * Plain SMTP without authentication, so it listens on loopback unless told otherwise.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const store = new CaughtMailStore(options.capacity ?? 500);
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    // Every client is local; a reverse DNS lookup per connection would only slow it down.
    disableReverseLookup: true,
    size: MAX_MESSAGE_BYTES,
    // Senders close their connection after each mail; a stop need not wait long for stragglers.
    closeTimeout: 1000,
    onData(stream, session, callback) {
      readMail(stream, session).then(
        (mail) => {
          store.add(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A client dropping its connection is no reason to stop catching.
  smtp.on('error', () => {});
  const smtpPort = await listen(smtp.server, options.smtpPort ?? 0, host);
  const web = options.httpPort === undefined ? undefined : createMailCatcherWeb(store);
  let webPort: number | undefined;
  try {
    if (web) webPort = await listen(web, options.httpPort ?? 0, host);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(resolve));
    throw error;
  }

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    webUrl: webPort === undefined ? undefined : `http://${host}:${webPort}`,
    messages: () => store.list(),
    waitFor: (predicate, timeoutMs = 5000) => store.waitFor(predicate, timeoutMs),
    clear: () => store.clear(),
    stop: async () => {
      if (web) {
        web.closeAllConnections();
        await new Promise<void>((resolve) => web.close(() => resolve()));
      }
      await new Promise<void>((resolve) => smtp.close(resolve));
    },
  };
}
