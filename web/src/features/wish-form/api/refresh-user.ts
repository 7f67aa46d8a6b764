import type { UserDto } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';
import { useSessionStore } from '../../../stores/session-store.ts';

/** Fetches the profile again so the form sees the user's new draft, publication or gift. */
export async function refreshUser(): Promise<void> {
  try {
    const { user } = await apiClient.get<{ user: UserDto }>('/v1/user/get-profile');
    useSessionStore.getState().setUser(user);
  } catch (error) {
    console.warn('Could not refresh the profile', error);
  }
}
