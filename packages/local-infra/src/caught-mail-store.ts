export interface CaughtMail {
  id: string;
  from: string;
  /** Envelope recipients, so Bcc recipients show too. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: Date;
}

interface Waiter {
  predicate: (mail: CaughtMail) => boolean;
  resolve: (mail: CaughtMail) => void;
}

/**
 * The mails a catcher received, oldest first. Bounded: a long `pnpm start` session that sends
 * mail all day keeps only the newest `capacity` mails.
 */
export class CaughtMailStore {
  private readonly capacity: number;
  private readonly mails: CaughtMail[] = [];
  private readonly waiters = new Set<Waiter>();
  private nextId = 1;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  add(mail: Omit<CaughtMail, 'id'>): CaughtMail {
    const caught = { id: String(this.nextId++), ...mail };
    this.mails.push(caught);
    if (this.mails.length > this.capacity) this.mails.splice(0, this.mails.length - this.capacity);
    for (const waiter of this.waiters) {
      if (waiter.predicate(caught)) {
        this.waiters.delete(waiter);
        waiter.resolve(caught);
      }
    }
    return caught;
  }

  list(): CaughtMail[] {
    return [...this.mails];
  }

  find(id: string): CaughtMail | undefined {
    return this.mails.find((mail) => mail.id === id);
  }

  clear(): void {
    this.mails.length = 0;
  }

  /** The first caught mail that matches, waiting for one to arrive if none has yet. */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs: number): Promise<CaughtMail> {
    const caught = this.mails.find(predicate);
    if (caught) return Promise.resolve(caught);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        predicate,
        resolve: (mail) => {
          clearTimeout(timer);
          resolve(mail);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        // Naming what did arrive makes a failing test say why.
        const subjects = this.mails.map((mail) => `"${mail.subject}" to ${mail.to.join(', ')}`);
        reject(
          new Error(
            `no matching mail within ${timeoutMs} ms; caught: ${subjects.join('; ') || 'none'}`,
          ),
        );
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }
}
