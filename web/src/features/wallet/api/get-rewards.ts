import type { RewardPageDto } from '@wishwall/contracts/wallet.dto';
import { apiClient } from '../../../lib/api-client.ts';

export async function getRewards(page: number, signal?: AbortSignal) {
  const { rewards, current_page, last_page } = await apiClient.get<RewardPageDto>(
    `/v1/rewards?page=${page}`,
    signal,
  );
  return { items: rewards.data, currentPage: current_page, lastPage: last_page };
}
