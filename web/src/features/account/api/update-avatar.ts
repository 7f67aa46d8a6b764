import type { UserDto } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

export async function updateAvatar(file: File): Promise<UserDto> {
  const form = new FormData();
  form.append('avatar', file);
  const { user } = await apiClient.postForm<{ user: UserDto }>('/v1/user/update-avatar', form);
  return user;
}
