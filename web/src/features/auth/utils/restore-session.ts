import { ApiError } from '../../../lib/api-error.ts';
import { readSessionToken } from '../../../lib/session-token.ts';
import { useSessionStore } from '../../../stores/session-store.ts';
import { getProfile } from '../api/get-profile.ts';

/**
 * docs/product.md#passwords-and-sessions: at start, a stored token is checked by fetching the
 * profile. A failure leaves nobody signed in without telling anyone; a 401 also drops the token
 * (the API client's hook does).
 */
export async function restoreSession(): Promise<void> {
  const token = readSessionToken();
  useSessionStore.getState().beginRestore(token);
  if (!token) return;
  try {
    useSessionStore.getState().finishRestore(await getProfile());
  } catch (error) {
    // An expired token is routine; anything else is worth a line in the console.
    if (!(error instanceof ApiError && error.code === 'unauthorized')) {
      console.warn('Could not restore the session', error);
    }
    useSessionStore.getState().finishRestore(null);
  }
}
