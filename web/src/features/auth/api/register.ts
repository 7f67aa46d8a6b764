import type { RegisterBody, SessionDto } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** Creates the account and signs it in at once. */
export function register(body: RegisterBody): Promise<SessionDto> {
  return apiClient.post<SessionDto>('/v1/register', body);
}
