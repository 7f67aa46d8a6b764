import type { WithdrawalResultDto } from '@wishwall/contracts/wallet.dto';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * The amount goes as typed: the server reads the decimal text exactly. The destination goes only
 * while none is on file (the first withdrawal remembers it).
 */
export function requestWithdrawal(
  amount: string,
  destination?: string,
): Promise<WithdrawalResultDto> {
  return apiClient.post<WithdrawalResultDto>('/v1/transactions', {
    amount,
    ...(destination ? { destination } : {}),
  });
}
