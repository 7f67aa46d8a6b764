import type { UserDto } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

export async function getProfile(signal?: AbortSignal): Promise<UserDto> {
  const { user } = await apiClient.get<{ user: UserDto }>('/v1/user/get-profile', signal);
  return user;
}
