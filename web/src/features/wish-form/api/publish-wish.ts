import type { WishDto } from '@wishwall/contracts/wish.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** Publishes a draft by spending the user's gifted wish. */
export async function publishWish(wishId: string): Promise<WishDto> {
  const { wish } = await apiClient.post<{ wish: WishDto }>(
    `/v1/wishes/${encodeURIComponent(wishId)}/publish`,
  );
  return wish;
}
