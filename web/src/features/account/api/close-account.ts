import type { AccountClosedDto, CloseAccountBody } from '@wishwall/contracts/account.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** Closes the account (docs/decisions/0050-closing-an-account.md); every session ends. */
export function closeAccount(body: CloseAccountBody): Promise<AccountClosedDto> {
  return apiClient.post<AccountClosedDto>('/v1/account/close', body);
}
