/** How the user pays for publishing (card or PayPal: docs/product.md#payments). */
export type PaymentMethod = 'card' | 'paypal';

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'paypal'];

/** A publication a visitor asked for before signing in: what to publish and how to pay. */
export interface PendingPublish {
  content: string;
  method: PaymentMethod;
  /** When it was asked for (ms since the epoch): an old request is not resumed. */
  savedAt: number;
}

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const STORAGE_KEY = 'pendingPublish';

/** Long enough to register and verify a code, short enough not to surprise a later sign-in. */
export const PENDING_PUBLISH_MAX_AGE_MS = 30 * 60 * 1000;

function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** A stored request, if it is well formed, not blank and still fresh at `now`. */
export function parsePendingPublish(raw: string | null, now: number): PendingPublish | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { content, method, savedAt } = value as Record<string, unknown>;
  if (typeof content !== 'string' || content.trim() === '') return null;
  if (!isPaymentMethod(method) || typeof savedAt !== 'number') return null;
  const age = now - savedAt;
  if (age < 0 || age > PENDING_PUBLISH_MAX_AGE_MS) return null;
  return { content, method, savedAt };
}

/**
 * Kept in sessionStorage, not only in memory: the sign-in may remount the form (a route change,
 * a reload), and the text and method must survive it. The tab's storage ends with the tab.
 */
export function savePendingPublish(
  pending: PendingPublish,
  storage: SessionStorageLike = sessionStorage,
): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(pending));
}

/** Reads and removes the request, so it resumes at most once. */
export function takePendingPublish(
  now: number = Date.now(),
  storage: SessionStorageLike = sessionStorage,
): PendingPublish | null {
  const raw = storage.getItem(STORAGE_KEY);
  if (raw === null) return null;
  storage.removeItem(STORAGE_KEY);
  return parsePendingPublish(raw, now);
}

export function forgetPendingPublish(storage: SessionStorageLike = sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}
