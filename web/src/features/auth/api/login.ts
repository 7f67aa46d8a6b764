import type { LoginBody, LoginResultDto } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** Signs in, or answers `requireCode` with a `two_factor_token` when a second factor is on. */
export function login(body: LoginBody): Promise<LoginResultDto> {
  return apiClient.post<LoginResultDto>('/v1/login', body);
}
