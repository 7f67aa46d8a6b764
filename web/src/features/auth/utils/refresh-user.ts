import { useSessionStore } from '../../../stores/session-store.ts';
import { getProfile } from '../api/get-profile.ts';

/**
 * Fetches the profile again so every screen sees the user's new draft, publication or gift
 * (after publishing, and after a payment return). A failure keeps the user as held.
 */
export async function refreshUser(): Promise<void> {
  try {
    useSessionStore.getState().setUser(await getProfile());
  } catch (error) {
    console.warn('Could not refresh the profile', error);
  }
}
