import type { TopWishesDto, WishDto } from '@wishwall/contracts/wish.dto';
import { apiClient } from '../../../lib/api-client.ts';

export async function getTopWishes(signal?: AbortSignal): Promise<WishDto[]> {
  const { wishes } = await apiClient.get<TopWishesDto>('/v1/wishes/top', signal);
  return wishes;
}
