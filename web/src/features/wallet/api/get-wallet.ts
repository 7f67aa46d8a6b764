import type { WalletDto } from '@wishwall/contracts/wallet.dto';
import { apiClient } from '../../../lib/api-client.ts';

export function getWallet(signal?: AbortSignal): Promise<WalletDto> {
  return apiClient.get<WalletDto>('/v1/wallet', signal);
}
