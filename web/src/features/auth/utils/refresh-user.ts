import type { UserDto } from '@wishwall/contracts/account.dto';
import { useSessionStore } from '../../../stores/session-store.ts';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * Fetches the profile again so every screen sees the user's new draft, publication or gift
 * (after publishing, and after a payment return). A failure keeps the user as held.
 */
export async function refreshUser(): Promise<void> {
  try {
    const { user } = await apiClient.get<{ user: UserDto }>('/v1/user/get-profile');
    useSessionStore.getState().setUser(user);
  } catch (error) {
    console.warn('Could not refresh the profile', error);
  }
}
