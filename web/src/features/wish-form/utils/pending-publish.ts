import {
  PENDING_MAX_AGE_MS,
  pendingRequests,
  type SessionStorageLike,
} from '../../../lib/pending-after-sign-in.ts';

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

export const PENDING_PUBLISH_MAX_AGE_MS = PENDING_MAX_AGE_MS;

function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

const requests = pendingRequests<PendingPublish>(
  'pendingPublish',
  ({ content, method }, savedAt) =>
    typeof content === 'string' && content.trim() !== '' && isPaymentMethod(method)
      ? { content, method, savedAt }
      : null,
);

/** A stored request, if it is well formed, not blank and still fresh at `now`. */
export function parsePendingPublish(raw: string | null, now: number): PendingPublish | null {
  return requests.parse(raw, now);
}

export function savePendingPublish(pending: PendingPublish, storage?: SessionStorageLike): void {
  requests.save(pending, storage);
}

/** Reads and removes the request, so it resumes at most once. */
export function takePendingPublish(
  now?: number,
  storage?: SessionStorageLike,
): PendingPublish | null {
  return requests.take(now, storage);
}

export function forgetPendingPublish(storage?: SessionStorageLike): void {
  requests.forget(storage);
}
