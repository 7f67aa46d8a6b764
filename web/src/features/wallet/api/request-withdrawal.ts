import type { WithdrawalResultDto } from '@wishwall/contracts/wallet.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** The amount goes as typed: the server reads the decimal text exactly. */
export function requestWithdrawal(amount: string): Promise<WithdrawalResultDto> {
  return apiClient.post<WithdrawalResultDto>('/v1/transactions', { amount });
}
