import type { CreateWishResultDto } from '@wishwall/contracts/wish.dto';
import { apiClient } from '../../../lib/api-client.ts';

/** Saves the user's wish as a draft (the server reuses an existing draft). */
export async function createWish(content: string): Promise<CreateWishResultDto['wish']> {
  const { wish } = await apiClient.post<CreateWishResultDto>('/v1/wishes/create', { content });
  return wish;
}
