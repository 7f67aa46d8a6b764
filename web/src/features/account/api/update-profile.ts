import type { UserDto } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** The profile fields the server lets a user change, one per call. */
export type ProfileField = 'name' | 'country_id';

export async function updateProfile(field: ProfileField, value: string): Promise<UserDto> {
  const { user } = await apiClient.post<{ user: UserDto }>('/v1/user/update-profile', {
    field,
    value,
  });
  return user;
}
