/**
 * Something a visitor asked for before signing in, kept until the sign-in so it can carry on
 * (docs/decisions/0055-site-behaviour.md): publishing a wish, a reaction. One mechanism for all
 * of them: a fresh request in the tab's sessionStorage under a key of its own, read and removed
 * at most once by whatever resumes it when a user appears (`useResumeAfterSignIn`).
 */
export type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Long enough to register and verify a code, short enough not to surprise a later sign-in. */
export const PENDING_MAX_AGE_MS = 30 * 60 * 1000;

/** Every request carries when it was asked for (ms since the epoch): an old one is not resumed. */
export interface Pending {
  savedAt: number;
}

export interface PendingRequests<T extends Pending> {
  /** A stored request, if it is well formed and still fresh at `now`. */
  parse: (raw: string | null, now: number) => T | null;
  save: (pending: T, storage?: SessionStorageLike) => void;
  /** Reads and removes the request, so it resumes at most once. */
  take: (now?: number, storage?: SessionStorageLike) => T | null;
  /** The visitor gave up (closed the prompt): nothing resumes. */
  forget: (storage?: SessionStorageLike) => void;
}

/**
 * Requests stored under `key`. `read` checks the stored object's own fields and returns the
 * request, or null for anything else that could be stored there.
 *
 * Kept in sessionStorage, not only in memory: the sign-in may remount what asked (a route change,
 * a reload), and the request must survive it. The tab's storage ends with the tab.
 */
export function pendingRequests<T extends Pending>(
  key: string,
  read: (value: Record<string, unknown>, savedAt: number) => T | null,
): PendingRequests<T> {
  const parse = (raw: string | null, now: number): T | null => {
    if (raw === null) return null;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
    if (typeof value !== 'object' || value === null) return null;
    const fields = value as Record<string, unknown>;
    const { savedAt } = fields;
    if (typeof savedAt !== 'number') return null;
    const age = now - savedAt;
    if (age < 0 || age > PENDING_MAX_AGE_MS) return null;
    return read(fields, savedAt);
  };
  return {
    parse,
    save: (pending, storage = sessionStorage) => storage.setItem(key, JSON.stringify(pending)),
    take: (now = Date.now(), storage = sessionStorage) => {
      const raw = storage.getItem(key);
      if (raw === null) return null;
      storage.removeItem(key);
      return parse(raw, now);
    },
    forget: (storage = sessionStorage) => storage.removeItem(key),
  };
}
