import type { UserDto } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** Mails the code that confirms turning two-factor on. */
export function requestEnableCode(): Promise<unknown> {
  return apiClient.post('/v1/request-two-factor', { two_factor_type: 'email', purpose: 'enable' });
}

export async function enableTwoFactor(code: string): Promise<UserDto> {
  const { user } = await apiClient.post<{ user: UserDto }>('/v1/enable-two-factor', { code });
  return user;
}

export async function disableTwoFactor(): Promise<UserDto> {
  const { user } = await apiClient.post<{ user: UserDto }>('/v1/disable-two-factor');
  return user;
}
