import type { WishListPageDto } from '@wishwall/contracts/wish.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** One page of the wall, newest first: all published wishes, or those matching a search. */
export function getWallPage(
  query: string | null,
  page: number,
  signal?: AbortSignal,
): Promise<WishListPageDto> {
  const path = query
    ? `/v1/search?${new URLSearchParams({ q: query, page: String(page) }).toString()}`
    : `/v1/wishes?page=${page}`;
  return apiClient.get<WishListPageDto>(path, signal);
}
