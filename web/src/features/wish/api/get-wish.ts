import type { WishDetailDto } from '@wishwall/contracts/wish.dto';
import { apiClient } from '../../../lib/api-client.ts';

export function getWish(wishId: string, signal?: AbortSignal): Promise<WishDetailDto> {
  return apiClient.get<WishDetailDto>(`/v1/wish/${encodeURIComponent(wishId)}`, signal);
}
